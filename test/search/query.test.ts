import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { type SearchQuery, searchQuery } from '../../src/search/query.js';

describe('searchQuery', () => {
  it.each<[SearchQuery, string]>([
    ['data insights', 'data insights'],
    ['data insights in:sales tag:kpi tag:finance', 'data insights in:sales tag:kpi tag:finance'],
    ['  padded  ', '  padded  '],
    [{ text: 'revenue' }, 'revenue'],
    [{ text: '  revenue  ' }, 'revenue'],
    [{ channels: 'sales' }, 'in:sales'],
    [{ channel: 'sales' }, 'in:sales'],
    [{ text: 'q3', channel: 'sales', channels: ['ops', 'hr'] }, 'q3 in:sales in:ops in:hr'],
    [{ tags: 'kpi' }, 'tag:kpi'],
    [{ tags: '#kpi' }, 'tag:kpi'],
    [{ tags: ['#kpi', 'finance'] }, 'tag:kpi tag:finance'],
    [{ channels: ['sales', 'marketing'] }, 'in:sales in:marketing'],
    [
      { text: 'data insights', channels: 'sales', tags: ['kpi', '#finance'] },
      'data insights in:sales tag:kpi tag:finance',
    ],
    [{ tags: 'finance', channels: 'sales', text: 'x' }, 'x in:sales tag:finance'],
    [{ text: '', channels: 'sales' }, 'in:sales'],
    [{ text: 'q', channels: [], tags: [] }, 'q'],
    [{ tags: 'Q3-2021_ü' }, 'tag:Q3-2021_ü'],
    [{ tags: '##x' }, 'tag:#x'],
  ])('%j -> %j', (query, q) => {
    expect(searchQuery(query)).toBe(q);
  });

  it.each<[unknown, RegExp]>([
    ['', /must not be empty/],
    ['   ', /must not be empty/],
    [{}, /must not be empty/],
    [{ text: '   ' }, /must not be empty/],
    [{ channels: [], tags: [] }, /must not be empty/],
    [{ channels: '' }, /channel name must be a non-empty string without spaces; got ""/],
    [{ channels: 'sales team' }, /channel name .* got "sales team"/],
    [{ channels: ['ok', 'tab\there'] }, /channel name/],
    [{ tags: '#' }, /tag name .* got "#"/],
    [{ tags: '' }, /tag name/],
    [{ tags: 'two words' }, /tag name/],
    [{ tags: ['kpi', 'line\nbreak'] }, /tag name/],
    [{ tags: [42] }, /tag name .* got number/],
    [{ text: 5 }, /search text must be a string; got number/],
    [{ chanel: 'sales' }, /unknown field "chanel"; the fields are text, channel, channels and tags/],
    [{ channel: 'sales team' }, /channel name .* got "sales team"/],
    [null, /string or \{ text, channel or channels, tags \}; got null/],
    [42, /got number/],
    [['a'], /got an array/],
  ])('%j throws InvalidArgumentError', (query, message) => {
    expect(() => searchQuery(query as SearchQuery)).toThrow(InvalidArgumentError);
    expect(() => searchQuery(query as SearchQuery)).toThrow(message);
  });
});
