/** @jest-environment jsdom */
import {levelBelow, precedingHeadingLevel} from '@site/src/components/RequestExample/headingLevel';

describe('levelBelow', () => {
  it.each<[number | null, number]>([
    [null, 3],
    [1, 2],
    [2, 3],
    [3, 4],
    [6, 6],
  ])('%s -> %s', (previous, level) => {
    expect(levelBelow(previous)).toBe(level);
  });
});

describe('precedingHeadingLevel', () => {
  it('finds the last heading before the element in its article', () => {
    document.body.innerHTML = `
      <h4>outside the article</h4>
      <article><h1>T</h1><h2>A</h2><h3>B</h3><div id="x"><h5>inside</h5></div><h2>after</h2></article>`;
    expect(precedingHeadingLevel(document.getElementById('x') as Element)).toBe(3);
  });

  it('is null without a heading before it', () => {
    document.body.innerHTML = '<div id="x"></div><h2>after</h2>';
    expect(precedingHeadingLevel(document.getElementById('x') as Element)).toBeNull();
  });
});
