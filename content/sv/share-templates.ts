/**
 * Default share messages in Swedish, one per platform, paired with content/share-templates.ts by id (same ids, same
 * platforms, same placeholders: src/core/content-sv.test.ts). `{role}` is the Swedish role title as in running text
 * (”rymdstädare”, content/sv/roles.ts), so the messages say ”Framtidens {role}”; `{url}` and `{brand}` as in English.
 */
import type { ShareTemplateSeed } from '../share-templates.js';

export const defaultShareTemplatesSv: readonly ShareTemplateSeed[] = [
  {
    id: 'default-instagram',
    platform: 'instagram',
    templateText:
      'Har precis träffat mitt framtida jag: Framtidens {role} ✨ Ett eget tidningsomslag på två minuter. Din tur 👉 {url}',
    hashtags: ['FramtidaJag', 'Omslaget', 'Drömjobbet', 'FutureSelf'],
  },
  {
    id: 'default-linkedin',
    platform: 'linkedin',
    templateText:
      'Jag testade {brand}: fem frågor, en selfie och ett snurr på hjulet gjorde mig till Framtidens {role} på ett tidningsomslag. Ett lekfullt sätt att tänka seriöst på vart en karriär kan leda. Testa själv: {url}',
    hashtags: ['Karriärutveckling', 'FramtidensArbetsliv', 'Omvärldsanalys'],
  },
  {
    id: 'default-twitter',
    platform: 'twitter',
    templateText: 'Senaste nytt: jag är tydligen Framtidens {role}. Omslaget ljuger inte. Gör ditt eget 👉 {url}',
    hashtags: ['FramtidaJag', 'Omslaget'],
  },
  {
    id: 'default-tiktok',
    platform: 'tiktok',
    templateText: 'POV: ödeshjulet säger att du är Framtidens {role} 🎡 Snurra själv: {url}',
    hashtags: ['FramtidaJag', 'Ödeshjulet', 'KarriärTok'],
  },
];
