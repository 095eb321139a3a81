// The one part of Node's streams that pdfkit (PDFDocument) and restructure (EncodeStream) use:
// a Readable that their `push()` feeds and whose 'data' and 'end' events the engine listens to.
// Chunks pushed before anyone listens wait, as in Node, until a 'data' listener starts the flow.
// Private fields, since the subclasses use names like `_ended` for their own state.
import { EventEmitter } from 'events';

export class Readable extends EventEmitter {
  #chunks = [];
  #pushedNull = false;
  #flowing = false;
  #endEmitted = false;

  push(chunk) {
    if (chunk === null) this.#pushedNull = true;
    else this.#chunks.push(chunk);
    if (this.#flowing) this.#flow();
    return true;
  }

  on(event, listener) {
    super.on(event, listener);
    if (event === 'data' && !this.#flowing) {
      this.#flowing = true;
      // Asynchronously, as Node does, so that an 'end' listener chained after this one is there.
      queueMicrotask(() => this.#flow());
    }
    return this;
  }

  #flow() {
    while (this.#chunks.length > 0) this.emit('data', this.#chunks.shift());
    if (this.#pushedNull && !this.#endEmitted) {
      this.#endEmitted = true;
      this.emit('end');
    }
  }
}

export default { Readable };
