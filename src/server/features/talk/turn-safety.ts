import { crisisHelp, helpCountry } from '@core/crisis-help.js';
import { readSafety, type SafetyCategory, type SafetyReading } from '@core/safety-reader.js';
import type { TurnSafety } from '@core/talk-engine/index.js';

/** What the safety reading of a message uses beside the local reader (decision 062). */
export interface SafetyDeps {
  crisisCountry: string;
  /** The person's stated age and country (the age question), for the help a crisis reply offers. */
  ageOf?: (userId: string) => Promise<{ country: string | null; under18: boolean | null }>;
  /** A provider's moderation of the person's message (MODERATION_PROVIDER); null or a timeout: the local reader decides. */
  moderate?: ((text: string) => Promise<SafetyCategory | null>) | null;
}

/**
 * The safety of a message: the local reader, and a provider's moderation when one is configured (either flags →
 * the safe path; its failure or timeout leaves the local reader's answer). The help is for the person's country
 * and age when they gave them, else CRISIS_COUNTRY with the age unknown.
 */
export async function readTurnSafety(
  deps: SafetyDeps,
  userId: string,
  text: string,
  previousText: string | null,
  alone?: SafetyReading,
): Promise<TurnSafety | null> {
  const local = readSafety(text, previousText, alone);
  let category = local.crisis ? local.category : null;
  if (!category && deps.moderate) category = await deps.moderate(text).catch(() => null);
  if (!category) return null;
  const age = deps.ageOf ? await deps.ageOf(userId).catch(() => null) : null;
  const country = helpCountry(age?.country, deps.crisisCountry);
  return {
    reading: { ...local, crisis: true, category },
    help: crisisHelp(category, country, age?.under18 ?? null, local.lang),
  };
}
