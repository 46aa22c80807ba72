import { describe } from 'vitest';
import { testConversions } from '../../test/conversions';
import { formatTimeText, parseTimeText } from './time-input-rules';

describe('parseTimeText', () => {
  testConversions(parseTimeText, [
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
    // Not times.
    ['24:00', null],
    ['18:60', null],
    ['18:5', null],
    ['6 PM', null],
    ['18:30:00', null],
    ['midi', null],
    ['12345', null],
  ]);
});

describe('formatTimeText: HH:mm, seconds dropped, nothing for no time', () => {
  testConversions(formatTimeText, [
    ['18:30', '18:30'],
    ['08:05:00', '08:05'],
    ['', ''],
    ['18h', ''],
  ]);
});
