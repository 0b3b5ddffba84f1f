import type { JSX, SVGProps } from 'react';
import type { PosterPlatform } from '@core/contracts/share';

/**
 * The four social platforms of the share dialog: the poster format each gets, its colours and its mark.
 * Marks are from Simple Icons (CC0), drawn at 24x24 in currentColor.
 */
export type SharePlatformId = 'instagram' | 'linkedin' | 'twitter' | 'tiktok';

type IconProps = SVGProps<SVGSVGElement>;

const svg = (path: string, viewBox = '0 0 24 24') =>
  function PlatformIcon(props: IconProps) {
    return (
      <svg viewBox={viewBox} fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        <path d={path} />
      </svg>
    );
  };

export const InstagramIcon = svg(
  'M8 0C5.827 0 5.555.01 4.702.048 3.85.088 3.27.222 2.76.42c-.526.204-.973.478-1.417.923-.445.444-.72.89-.923 1.417-.198.51-.333 1.09-.372 1.942C.008 5.555 0 5.827 0 8s.01 2.445.048 3.298c.04.852.174 1.433.372 1.942.204.526.478.973.923 1.417.444.445.89.72 1.417.923.51.198 1.09.333 1.942.372.853.04 1.125.048 3.298.048s2.445-.01 3.298-.048c.852-.04 1.433-.174 1.942-.372.526-.204.973-.478 1.417-.923.445-.444.72-.89.923-1.417.198-.51.333-1.09.372-1.942.04-.853.048-1.125.048-3.298s-.01-2.445-.048-3.298c-.04-.852-.174-1.433-.372-1.942-.204-.526-.478-.973-.923-1.417-.444-.445-.89-.72-1.417-.923-.51-.198-1.09-.333-1.942-.372C10.445.008 10.173 0 8 0zm0 1.44c2.136 0 2.39.01 3.233.048.78.036 1.203.166 1.485.276.374.145.64.318.92.598.28.28.453.546.598.92.11.282.24.705.276 1.485.038.844.047 1.097.047 3.233s-.01 2.39-.05 3.233c-.04.78-.17 1.203-.28 1.485-.15.374-.32.64-.6.92-.28.28-.55.453-.92.598-.28.11-.71.24-1.49.276-.85.038-1.1.047-3.24.047s-2.39-.01-3.24-.05c-.78-.04-1.21-.17-1.49-.28-.38-.15-.64-.32-.92-.6-.28-.28-.46-.55-.6-.92-.11-.28-.24-.71-.28-1.49-.03-.84-.04-1.1-.04-3.23s.01-2.39.04-3.24c.04-.78.17-1.21.28-1.49.14-.38.32-.64.6-.92.28-.28.54-.46.92-.6.28-.11.7-.24 1.48-.28.85-.03 1.1-.04 3.24-.04zm0 2.452c-2.27 0-4.108 1.84-4.108 4.108 0 2.27 1.84 4.108 4.108 4.108 2.27 0 4.108-1.84 4.108-4.108 0-2.27-1.84-4.108-4.108-4.108zm0 6.775c-1.473 0-2.667-1.194-2.667-2.667 0-1.473 1.194-2.667 2.667-2.667 1.473 0 2.667 1.194 2.667 2.667 0 1.473-1.194 2.667-2.667 2.667zm5.23-6.937c0 .53-.43.96-.96.96s-.96-.43-.96-.96.43-.96.96-.96.96.43.96.96z',
  '0 0 16 16',
);

export const LinkedInIcon = svg(
  'M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z',
);

export const TwitterIcon = svg(
  'M16 3.038c-.59.26-1.22.437-1.885.517.677-.407 1.198-1.05 1.443-1.816-.634.37-1.337.64-2.085.79-.598-.64-1.45-1.04-2.396-1.04-1.812 0-3.282 1.47-3.282 3.28 0 .26.03.51.085.75-2.728-.13-5.147-1.44-6.766-3.42C.83 2.58.67 3.14.67 3.75c0 1.14.58 2.143 1.46 2.732-.538-.017-1.045-.165-1.487-.41v.04c0 1.59 1.13 2.918 2.633 3.22-.276.074-.566.114-.865.114-.21 0-.41-.02-.61-.058.42 1.304 1.63 2.253 3.07 2.28-1.12.88-2.54 1.404-4.07 1.404-.26 0-.52-.015-.78-.045 1.46.93 3.18 1.474 5.04 1.474 6.04 0 9.34-5 9.34-9.33 0-.14 0-.28-.01-.42.64-.46 1.2-1.04 1.64-1.7z',
  '0 0 16 16',
);

export const TikTokIcon = svg(
  'M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03c-1.44-.05-2.89-.35-4.2-.97-.57-.26-1.1-.59-1.62-.93-.01 2.92.01 5.84-.02 8.75-.08 1.4-.54 2.79-1.35 3.94-1.31 1.92-3.58 3.17-5.91 3.21-1.43.08-2.86-.31-4.08-1.03-2.02-1.19-3.44-3.37-3.65-5.71-.02-.5-.03-1-.01-1.49.18-1.9 1.12-3.72 2.58-4.96 1.66-1.44 3.98-2.13 6.15-1.72.02 1.48-.04 2.96-.04 4.44-.99-.32-2.15-.23-3.02.37-.63.41-1.11 1.04-1.36 1.75-.21.51-.15 1.07-.14 1.61.24 1.64 1.82 3.02 3.5 2.87 1.12-.01 2.19-.66 2.77-1.61.19-.33.4-.67.41-1.06.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07z',
);

export interface SharePlatform {
  id: SharePlatformId;
  label: string;
  /** The poster rendered for it (GET /api/shares/:id/poster/:poster). */
  poster: PosterPlatform;
  /** What the poster is, for the button's second line. */
  format: string;
  /** Button colours: white text at AA contrast on every stop. */
  className: string;
  /** Chip colours in the message editor's picker when selected. */
  chipClassName: string;
  /** Extra classes for the mark on the big button. */
  iconClassName?: string;
  Icon: (props: IconProps) => JSX.Element;
  /** A web page that opens a prefilled post, where the platform has one. */
  intent?: (text: string, url: string) => string;
}

export const SHARE_PLATFORMS: readonly SharePlatform[] = [
  {
    id: 'instagram',
    label: 'Instagram',
    poster: 'instagram_story',
    format: 'Story poster · 9:16',
    className: 'bg-[linear-gradient(135deg,#c13584_0%,#a02f9b_45%,#5851db_100%)] hover:brightness-110',
    chipClassName: 'bg-[#b0307e] text-white ring-[#b0307e]',
    Icon: InstagramIcon,
  },
  {
    id: 'linkedin',
    label: 'LinkedIn',
    poster: 'linkedin',
    format: 'Post image · 1200×627',
    className: 'bg-[#0a66c2] hover:bg-[#004182]',
    chipClassName: 'bg-[#0a66c2] text-white ring-[#0a66c2]',
    Icon: LinkedInIcon,
    intent: (_text, url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    id: 'twitter',
    label: 'Twitter',
    poster: 'twitter',
    format: 'Post image · 16:9',
    className: 'bg-[#0f73b8] hover:bg-[#0c5f99]',
    chipClassName: 'bg-[#0f73b8] text-white ring-[#0f73b8]',
    Icon: TwitterIcon,
    intent: (text) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`,
  },
  {
    id: 'tiktok',
    label: 'TikTok',
    poster: 'tiktok',
    format: 'Video cover · 9:16',
    className: 'bg-[#010101] hover:bg-[#25252b]',
    iconClassName: '[filter:drop-shadow(-1.5px_-1.5px_0_#25f4ee)_drop-shadow(1.5px_1.5px_0_#fe2c55)]',
    chipClassName: 'bg-[#010101] text-white ring-[#010101]',
    Icon: TikTokIcon,
  },
];
