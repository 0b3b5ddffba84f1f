// What a development build of the cover styles' JSX imports (vitest): the same elements as jsx-runtime.ts.
export { jsxDEV, type JSX } from './jsx-runtime.js';
