import { SHOW_MESSAGES, showApplicationRequestSchema } from '@core/contracts/show';

/** The application's text fields, as typed. */
export const EMPTY_SHOW_FORM = {
  name: '',
  email: '',
  phone: '',
  address: '',
  motivation: '',
  expertHelp: '',
  supporter1Name: '',
  supporter1Email: '',
  supporter1Phone: '',
  supporter2Name: '',
  supporter2Email: '',
  supporter2Phone: '',
};
export type ShowForm = typeof EMPTY_SHOW_FORM;

/** Everything that can be flagged, in the order it appears on the page (the first one flagged gets the focus). */
export const SHOW_FIELD_ORDER = [
  'name',
  'email',
  'phone',
  'address',
  'consent',
  'motivation',
  'expertHelp',
  'supporter1Name',
  'supporter1Email',
  'supporter1Phone',
  'supporter2Name',
  'supporter2Email',
  'supporter2Phone',
] as const satisfies readonly (keyof ShowForm | 'consent')[];
export type ShowField = (typeof SHOW_FIELD_ORDER)[number];

/** The message under a required field left empty; the form's own alert and toast keep the spec's text. */
export const FIELD_REQUIRED = 'Required';

export type ShowFieldErrors = Partial<Record<ShowField, string>>;

export interface ShowRefusal {
  /** One message per flagged field. */
  fields: ShowFieldErrors;
  /** The form's alert and toast: the spec's 'Missing required fields' / 'Consent form required', else the first. */
  message: string;
}

/**
 * The checks the server makes (docs/product/show.md#show-application), made in the browser with the same schema before
 * anything is sent: the six required fields, the e-mail and phone formats (the supporters' too, when given), and the
 * signed consent under 18. Null when the application can be sent.
 */
export function checkShowApplication(
  form: ShowForm,
  opts: { under18: boolean; hasConsent: boolean },
): ShowRefusal | null {
  const fields: ShowFieldErrors = {};
  let missing = false;
  // The consent is checked here, not by the schema (its id only exists once the file is uploaded).
  const parsed = showApplicationRequestSchema.safeParse({ ...form, under18: false });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string' || !(key in form) || fields[key as ShowField]) continue;
    const isMissing = issue.message === SHOW_MESSAGES.missingFields;
    missing ||= isMissing;
    fields[key as ShowField] = isMissing ? FIELD_REQUIRED : issue.message;
  }
  if (opts.under18 && !opts.hasConsent) fields.consent = SHOW_MESSAGES.consentRequired;

  const first = SHOW_FIELD_ORDER.find((f) => fields[f]);
  if (!first) return null;
  const message = missing
    ? SHOW_MESSAGES.missingFields
    : fields.consent
      ? SHOW_MESSAGES.consentRequired
      : fields[first]!;
  return { fields, message };
}
