import { describe, expect, it } from 'vitest';
import { parseYoutubeId, youtubeEmbedUrl } from './youtube-id';

const ID = 'dQw4w9WgXcQ';

describe('parseYoutubeId', () => {
  it.each([
    ['a watch URL', `https://www.youtube.com/watch?v=${ID}`],
    ['a watch URL with more parameters', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['a watch URL without www', `https://youtube.com/watch?v=${ID}`],
    ['a watch URL over http', `http://www.youtube.com/watch?v=${ID}`],
    ['a watch URL without the scheme', `www.youtube.com/watch?v=${ID}`],
    ['a bare host without the scheme', `youtube.com/watch?v=${ID}`],
    ['a mobile watch URL', `https://m.youtube.com/watch?v=${ID}`],
    ['a music URL', `https://music.youtube.com/watch?v=${ID}&list=RD${ID}`],
    ['a short link', `https://youtu.be/${ID}`],
    ['a short link with a share id and start time', `https://youtu.be/${ID}?si=AbCdEf123&t=10`],
    ['a short link without the scheme', `youtu.be/${ID}`],
    ['an embed URL', `https://www.youtube.com/embed/${ID}`],
    ['an embed URL with player parameters', `https://www.youtube.com/embed/${ID}?start=30&rel=0`],
    ['a privacy-enhanced embed URL', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['a Shorts URL', `https://www.youtube.com/shorts/${ID}`],
    ['a live URL', `https://www.youtube.com/live/${ID}?feature=shared`],
    ['an old /v/ URL', `https://www.youtube.com/v/${ID}`],
    ['a URL with a fragment', `https://www.youtube.com/watch?v=${ID}#comments`],
    ['a URL with spaces around it', `  https://youtu.be/${ID}  `],
    ['an upper-case host', `https://WWW.YOUTUBE.COM/watch?v=${ID}`],
    ['a bare video id', ID],
  ])('reads the id from %s', (_form, url) => {
    expect(parseYoutubeId(url)).toBe(ID);
  });

  it.each([
    ['nothing', undefined],
    ['an empty text', ''],
    ['another video site', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a channel page', 'https://www.youtube.com/@prepshelf'],
    ['a watch URL without a video', 'https://www.youtube.com/watch?list=PL123'],
    ['an id of the wrong length', 'https://youtu.be/abc123'],
    ['a script address', `javascript:alert('${ID}')`],
    ['plain words', 'not a video'],
  ])('refuses %s', (_form, input) => {
    expect(parseYoutubeId(input)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
  });
});
