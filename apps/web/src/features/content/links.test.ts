import { describe, expect, it } from 'vitest';
import { viewerPath } from './viewer-path';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from './youtube';

describe('viewerPath', () => {
  it('opens the viewer on the file, at a saved page when there is one', () => {
    expect(viewerPath('abc123')).toBe('/pdfviewer?view=abc123');
    expect(viewerPath('abc123', 7)).toBe('/pdfviewer?view=abc123&page=7');
    expect(viewerPath('abc123', 1)).toBe('/pdfviewer?view=abc123');
  });

  it('encodes whatever the file reference holds', () => {
    expect(viewerPath('a b&c')).toBe('/pdfviewer?view=a+b%26c');
  });
});

describe('youtube addresses', () => {
  it('uses the privacy-enhanced host and the still image of the id', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('never builds an address from something that is not a video id', () => {
    expect(youtubeEmbedUrl('../../evil?x=')).toBe('https://www.youtube-nocookie.com/embed/?autoplay=1&rel=0');
  });
});
