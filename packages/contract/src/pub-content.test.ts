import { describe, expect, it } from 'vitest';
import { ContentSlug, contentInLang } from './pub-content.js';
import { LatestNewsCreate, newsProblems } from './latest-news.js';

const item = {
  title: 'Terms',
  titleCht: '條款',
  titleChs: '',
  content: '<p>en</p>',
  contentCht: '<p>hk</p>',
  contentChs: '',
};

describe('public content in a language', () => {
  it('takes the translation, or English where it is empty', () => {
    expect(contentInLang(item, 'zh_HK')).toEqual({ title: '條款', content: '<p>hk</p>' });
    expect(contentInLang(item, 'zh_CN')).toEqual({ title: 'Terms', content: '<p>en</p>' });
    expect(contentInLang(item, 'en_US')).toEqual({ title: 'Terms', content: '<p>en</p>' });
  });

  it('takes slugs of lower-case words joined by single dashes', () => {
    expect(ContentSlug.parse(' Terms-Of-Service ')).toBe('terms-of-service');
    for (const slug of ['a--b', 'a_b', 'a b', '-a', 'a-', ''])
      expect(ContentSlug.safeParse(slug).success, slug).toBe(false);
  });
});

describe('news rules', () => {
  it('need an image for published and pending items only, and an expiry not before the publish date', () => {
    const news = { status: 2, imageFileId: null, publishDate: '2030-01-10', expiryDate: null };
    expect(newsProblems(news)).toEqual([]);
    expect(newsProblems({ ...news, status: 1 }).map((problem) => problem.field)).toEqual(['imageFileId']);
    expect(newsProblems({ ...news, status: 3 }).map((problem) => problem.field)).toEqual(['imageFileId']);
    expect(newsProblems({ ...news, status: 1, imageFileId: 7 })).toEqual([]);
    expect(newsProblems({ ...news, expiryDate: '2030-01-09' }).map((problem) => problem.field)).toEqual(['expiryDate']);
  });

  it('are part of the create schema, each on its field', () => {
    const result = LatestNewsCreate.safeParse({ type: 'hot', title: 'x', status: 3, publishDate: '2030-01-10' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['imageFileId']);
  });
});
