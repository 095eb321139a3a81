// What the app exposes to tests in development and test builds (src/firebase/readCounter.ts).
interface Window {
  __almacena?: {
    reads: () => { total: number; byLabel: Record<string, number> };
    resetReads: () => void;
    /** The listeners open now, by label. */
    listeners: () => Record<string, number>;
  };
}
