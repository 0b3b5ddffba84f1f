/**
 * Default share messages per platform. `{role}` and `{url}` are filled in when a visitor shares;
 * `{brand}` is the configured brand name. Seeded into `share_templates` at start (editable there later).
 */
export type SharePlatform = 'instagram' | 'linkedin' | 'twitter' | 'tiktok';

export interface ShareTemplateSeed {
  id: string;
  platform: SharePlatform;
  templateText: string;
  hashtags: string[];
}

export const defaultShareTemplates: readonly ShareTemplateSeed[] = [
  {
    id: 'default-instagram',
    platform: 'instagram',
    templateText:
      'Just met my future self: The Future {role} ✨ Made my own magazine cover in two minutes. Your turn 👉 {url}',
    hashtags: ['FutureMe', 'CoverStory', 'CareerGoals', 'FutureSelf'],
  },
  {
    id: 'default-linkedin',
    platform: 'linkedin',
    templateText:
      'I tried {brand}: five questions, a selfie and a spin of the wheel put me on a magazine cover as The Future {role}. A playful way to think seriously about where a career could go. Try it: {url}',
    hashtags: ['CareerDevelopment', 'FutureOfWork', 'Foresight'],
  },
  {
    id: 'default-twitter',
    platform: 'twitter',
    templateText: 'Breaking: I am apparently The Future {role}. The magazine cover does not lie. Get yours 👉 {url}',
    hashtags: ['FutureMe', 'CoverStory'],
  },
  {
    id: 'default-tiktok',
    platform: 'tiktok',
    templateText: 'POV: the wheel of destiny says you are The Future {role} 🎡 Spin yours: {url}',
    hashtags: ['FutureMe', 'WheelOfDestiny', 'CareerTok'],
  },
];
