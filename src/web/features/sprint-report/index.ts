/** What other features may use of the sprint report: the client's choices to share their voice message and Talk with the coach. */
export { VoiceShareToggle } from './voice-share-toggle';
export { TalkShareToggle } from './talk-share';
