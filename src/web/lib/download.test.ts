// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadUrl, OBJECT_URL_LIFETIME_MS, saveBlob, withDownloadParam } from './download';

/** The links clicked, as they were at the click. */
function watchClicks() {
  const clicks: { href: string; download: string; inPage: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({
      href: this.getAttribute('href') ?? '',
      download: this.download,
      inPage: document.body.contains(this),
    });
  });
  return clicks;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('withDownloadParam', () => {
  it('adds download=1 once, with ? or &', () => {
    expect(withDownloadParam('/api/covers/c1/image')).toBe('/api/covers/c1/image?download=1');
    expect(withDownloadParam('/api/covers/c1/image?v=2')).toBe('/api/covers/c1/image?v=2&download=1');
    expect(withDownloadParam('/api/covers/c1/image?download=1')).toBe('/api/covers/c1/image?download=1');
  });
});

describe('downloadUrl', () => {
  it('clicks a link to the file with its name, and leaves nothing in the page', () => {
    const clicks = watchClicks();
    downloadUrl('/api/covers/c1/image', 'FutureSelf-Astronaut.png');
    expect(clicks).toEqual([
      { href: '/api/covers/c1/image?download=1', download: 'FutureSelf-Astronaut.png', inPage: true },
    ]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});

describe('saveBlob', () => {
  it('saves the bytes through an object URL, freed after the save has started', () => {
    vi.useFakeTimers();
    const clicks = watchClicks();
    const create = vi.fn(() => 'blob:http://localhost/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const blob = new Blob(['png'], { type: 'image/png' });
    saveBlob(blob, 'poster.png');
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: 'blob:http://localhost/1', download: 'poster.png', inPage: true }]);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
