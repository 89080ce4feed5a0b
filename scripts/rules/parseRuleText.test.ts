import { describe, expect, it } from 'vitest';
import { checkHierarchy, cleanHeading, compareNumbers, findRulesInText, findRulesInToc, normaliseNumber } from './parseRuleText';

describe('normaliseNumber', () => {
  it('repairs OCR spacing and letters read for ones', () => {
    expect(normaliseNumber('7.5. 1.1')).toBe('7.5.1.1');
    expect(normaliseNumber('6.2.l.3')).toBe('6.2.1.3');
    expect(normaliseNumber('12.2.7..2')).toBe('12.2.7.2');
  });
  it('writes a section head "7.0" as "7"', () => {
    expect(normaliseNumber('7.0')).toBe('7');
    expect(normaliseNumber('7.5.2.10')).toBe('7.5.2.10');
  });
});

describe('findRulesInText', () => {
  const text = [
    '[ 7.4 ] THE SUPPLY STEP: Only corps must be fed.',
    '7.4.1.2.4 Winter: If it is winter something happens.',
    '[ 7.1 1 THE LAND PHASE SEQUENCE: A bracket read as one.',
    '[ 11.81 ] * ALTERNATE DOMINANT POWERS: and here before the bracket.',
    '6.2.3. 1 2 WHEN A DOT IS LOST: text',
    '7.4.4 INVASION SUPPLY: A depot may be built. 7.4.4.1: Run into the paragraph.',
    'See 7.3.1 for costs (see 7.3.2).',
    '0.6 - 1.5',
    '· 18.1.1 Land Combat:  The defender selects first.',
    '12.2.9: Blockades & Blockade Running: text.',
    '14.1.5.1 1805 Campaign Game Set-up: text',
    '7.5.2.1-7.5.2.7 Operational Possibilities Chart: a cell',
  ].join('\n');
  const found = findRulesInText(text);
  const numbers = found.map((f) => f.number);

  it('finds numbers that start a line, bracketed or not', () => {
    expect(numbers).toContain('7.4');
    expect(numbers).toContain('7.4.1.2.4');
    expect(numbers).toContain('7.1');
    expect(numbers).toContain('18.1.1');
    expect(numbers).toContain('11.8');
    expect(numbers).not.toContain('11.81');
  });
  it('restores a dot lost between the last two parts', () => {
    expect(numbers).toContain('6.2.3.1.2');
  });
  it('finds a numbered clause run into a paragraph, not a cross-reference', () => {
    expect(numbers).toContain('7.4.4.1');
    expect(numbers).not.toContain('7.3.1');
    expect(numbers).not.toContain('7.3.2');
  });
  it('takes headings that open with a year, and files a range under its first number', () => {
    expect(numbers).toContain('14.1.5.1');
    expect(found.find((f) => f.number === '7.5.2.1')?.heading).toBe('Operational Possibilities Chart');
  });
  it('ignores table cells that look like numbers', () => {
    expect(numbers).not.toContain('0.6');
  });
  it('keeps short printed headings for review and the line they are on', () => {
    expect(found.find((f) => f.number === '7.4.1.2.4')).toMatchObject({ heading: 'Winter', line: 2 });
    expect(found.find((f) => f.number === '7.1')?.heading).toBe('THE LAND PHASE SEQUENCE');
    expect(found.find((f) => f.number === '12.2.9')?.heading).toBe('Blockades & Blockade Running');
  });
  it('respects the line range', () => {
    expect(findRulesInText(text, 3, 3).map((f) => f.number)).toEqual(['7.1']);
    expect(findRulesInText(text, 4, 4)[0]?.asterisk).toBe(true);
  });
});

describe('findRulesInToc', () => {
  it('drops a closing bracket read as a trailing 1', () => {
    const toc = ['[ 14.41 THE 1805-1807 CAMPAIGN GAME Page 43', '13.21 THE 1805 (INTRODUCTORY)', "17.0 DESIGNER'S NOTES Page 46"].join(
      '\n',
    );
    expect(findRulesInToc(toc, 1, 3).map((f) => f.number)).toEqual(['14.4', '13.2', '17']);
  });
});

describe('helpers', () => {
  it('orders numbers part by part', () => {
    expect(['7.10', '7.2', '7', '10.1'].sort(compareNumbers)).toEqual(['7', '7.2', '7.10', '10.1']);
  });
  it('reports numbers whose parent is missing', () => {
    expect(checkHierarchy(['7', '7.1', '7.1.2.1'])).toEqual(['7.1.2.1: parent 7.1.2 not found']);
  });
  it('cleans page references and colons from headings', () => {
    expect(cleanHeading('FORAGINGPage 16')).toBe('FORAGING');
    expect(cleanHeading(' : ')).toBeUndefined();
  });
});
