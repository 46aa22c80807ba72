import { describe, expect, test } from 'vitest';
import { formatTimeText, parseTimeText } from './time-input-rules';

describe('parseTimeText', () => {
  test.each([
    ['', ''],
    ['  ', ''],
    ['18:30', '18:30'],
    ['18h30', '18:30'],
    ['18H30', '18:30'],
    ['18.30', '18:30'],
    ['18 h 30', '18:30'],
    ['18h', '18:00'],
    ['18', '18:00'],
    ['9:05', '09:05'],
    ['0:00', '00:00'],
    ['1830', '18:30'],
    ['23:59', '23:59'],
  ])('%o is %o', (text, time) => {
    expect(parseTimeText(text)).toBe(time);
  });

  test.each(['24:00', '18:60', '18:5', '6 PM', '18:30:00', 'midi', '12345'])(
    '%o is no time',
    (text) => {
      expect(parseTimeText(text)).toBeNull();
    },
  );
});

test('formatTimeText shows HH:mm, seconds dropped, nothing for no time', () => {
  expect(formatTimeText('18:30')).toBe('18:30');
  expect(formatTimeText('08:05:00')).toBe('08:05');
  expect(formatTimeText('')).toBe('');
  expect(formatTimeText('18h')).toBe('');
});
