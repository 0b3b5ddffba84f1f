// The share feature's public surface: what other features may use (the share dialog itself is loaded lazily by path).
export { revokeShare, shareKeys, useCoverShare } from './share-api';
export { copyToClipboard, formatDate } from './share-client';
