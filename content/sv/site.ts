/**
 * Ord som hela sajten delar, på svenska: samma nycklar och ikoner som content/site.ts (webbappen och sidorna som
 * servern skriver själv, som den offentliga delningssidan).
 */
import type { SHARE_PAGE_METHOD } from '../site.js';
import type { SameShape } from './shape.js';

/** Sidfotens rad på varje sida. */
export const TAGLINE_SV = 'Från en rolig upplevelse till en konkret karriärplan för 90 dagar.';

/** Delningssidans avsnitt om metoden, i fyra steg (samma ikoner som på engelska). */
export const SHARE_PAGE_METHOD_SV: SameShape<typeof SHARE_PAGE_METHOD> = [
  {
    icon: 'sparkles',
    title: 'Drömmar och vision',
    text: 'Fem lekfulla frågor fångar framtiden som drar i dig: platserna, målen och det som driver dig.',
  },
  {
    icon: 'trending-up',
    title: 'Trendspaning',
    text: 'Din vision möter trenderna som förändrar arbetslivet de kommande fem åren.',
  },
  {
    icon: 'lightbulb',
    title: 'Styrkor',
    text: 'Hitta de orättvisa fördelar du redan har, och de få som är värda att bygga vidare på.',
  },
  {
    icon: 'route',
    title: 'Plan för 90 dagar',
    text: 'Gör bilden till konkreta första steg som du kan ta redan den här veckan.',
  },
];
