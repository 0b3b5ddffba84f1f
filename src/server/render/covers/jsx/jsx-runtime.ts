/**
 * The JSX of the cover styles (decision 070): a file that starts with `@jsxImportSource @server/render/covers/jsx`
 * compiles its JSX to these calls, which build satori's element objects directly: `{ type, props: { style,
 * children } }`, no React. Two rules of the covers' own: every box is a flex box (satori needs `display: flex` on
 * a box with several children), and empty children (null, false, '', undefined) are left out, so a style writes
 * `{cond && <div />}`. A function component is called at once, while the style lays out its cover with that
 * cover's fonts (kit.ts `withFonts`). `still` marks the style's fixed decoration (drawn once per style, cached).
 */
export type Style = Record<string, string | number>;
export interface El {
  type: string;
  props: { style: Style; children?: Child | Child[] };
  /** Part of the style's fixed decoration (scrims, borders, frames): drawn once per style and cached. */
  still?: true;
}
export type Child = El | string;
export type Node = Child | null | false | undefined | Node[];

/** A flex box with these children (nested lists flattened, empty ones left out). */
export function div(style: Style, ...children: Node[]): El {
  const kids: Child[] = [];
  const add = (n: Node): void => {
    if (Array.isArray(n)) n.forEach(add);
    else if (n !== null && n !== false && n !== undefined && n !== '') kids.push(n);
  };
  children.forEach(add);
  return { type: 'div', props: { style: { display: 'flex', ...style }, children: kids.length === 1 ? kids[0] : kids } };
}

export interface BoxProps {
  style?: Style;
  still?: boolean;
  children?: Node;
}

type Component<P> = (props: P) => El;

export function jsx<P>(type: 'div' | Component<P>, props: P & BoxProps): El {
  if (typeof type === 'function') return type(props);
  const el = div(props.style ?? {}, props.children);
  return props.still ? { ...el, still: true } : el;
}
export const jsxs = jsx;
export const jsxDEV = jsx;

// eslint-disable-next-line @typescript-eslint/no-namespace -- the JSX namespace TypeScript looks up in a runtime
export namespace JSX {
  export type Element = El;
  export interface IntrinsicElements {
    div: BoxProps;
  }
  export interface ElementChildrenAttribute {
    children: object;
  }
}
