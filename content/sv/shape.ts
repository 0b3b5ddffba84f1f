/**
 * The shape a Swedish text object must have: the English object's keys and nesting, with strings of its own.
 * `typeof ENGLISH` of an `as const` object has literal types (the English words); this widens them to `string`, so
 * a Swedish file typed `SameShape<typeof X>` gets a compile error for a missing or an extra key. The counts of lists
 * and the placeholders are checked by src/core/content-sv-pages.test.ts.
 */
export type SameShape<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly SameShape<U>[]
      : { readonly [K in keyof T]: SameShape<T[K]> };
