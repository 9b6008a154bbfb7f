// jsdom ships no types of its own; the sanitiser needs only a window to hand to DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
