/** What other features use of the measure (docs/product/measure.md): the invitation card and the profile's setting. */
export { MeasureInvite } from './measure-invite';
export { ResearchConsentSetting } from './research-consent-setting';
