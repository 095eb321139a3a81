// Injected wherever the bundled code names the Node global `Buffer`.
export { Buffer } from 'buffer';
