/**
 * The PDF kit's one door (decision 071): what the features that make a PDF (the plan, the sprint report, the
 * receipt) use. Fonts, text runs and the page flow stay inside the kit.
 */
export { A4, C, T, PdfKit, brandMark, roundRect } from './kit.js';
export { Flow, card, chips, contentFrame, coverPage, pullQuote, ratedRows, section } from './deliverable.js';
export type { Cover, CardSpec } from './deliverable.js';
export type { TextStyle } from './text.js';
