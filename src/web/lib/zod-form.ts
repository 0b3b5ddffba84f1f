import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form over a schema of core/contracts (docs/decisions/073): react-hook-form with the zod resolver. Fields are
 * registered inputs, so what was typed is read at submit time and the first tap on the button sends. Checked on
 * submit only, as the spec's forms do: a message stays until the next try.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}

/** The server's (or the network's) message for the form, shown where the field messages are. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * The one message a form shows: its first field's problem in `order` (the spec checks fields top to bottom), else
 * the answer's message set with `setError(SERVER_ERROR, ...)`.
 */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly (keyof T & string)[]) {
  for (const k of order) {
    const message = (errors[k] as { message?: string } | undefined)?.message;
    if (message) return message;
  }
  return errors.root?.server?.message ?? null;
}

/** Any message in a form's errors (a list's rows included), the form's own first: for a form that says one thing. */
export function anyError(errors: object): string | null {
  const e = errors as { root?: { message?: string }; message?: unknown };
  if (e.root?.message) return e.root.message;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element, not a message
    const found = key !== 'ref' && value && typeof value === 'object' ? anyError(value) : null;
    if (found) return found;
  }
  return null;
}
