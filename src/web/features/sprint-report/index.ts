/** What other features may use of the sprint report: the client's choice to share their voice message with the coach. */
export { VoiceShareToggle } from './voice-share-toggle';
