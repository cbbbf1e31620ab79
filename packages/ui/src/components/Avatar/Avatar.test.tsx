import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productColors } from '../../theme/tokens.ts';
import { Avatar, avatarColor, avatarColorIndex, avatarTextColor, initialOf } from './Avatar.tsx';

describe('Avatar helpers', () => {
  it('takes the first letter of a name, upper-cased, and ? for a blank one', () => {
    expect(initialOf('alex morgan')).toBe('A');
    expect(initialOf('  émile')).toBe('É');
    expect(initialOf('')).toBe('?');
    expect(initialOf(undefined)).toBe('?');
  });

  it('derives one of the seven product colours from an id, the same every time', () => {
    expect(productColors).toContain(avatarColor(42));
    expect(avatarColor(42)).toBe(avatarColor('42'));
    expect(avatarColor('rep-1')).toBe(avatarColor('rep-1'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColor(i)));
    expect(used.size).toBe(7);
  });

  it('picks initial text that meets WCAG AA on every product colour', () => {
    expect(avatarTextColor('#DF0046')).toBe('#ffffff');
    expect(avatarTextColor('#18B0AA')).toBe('#000000');
    const channel = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
    };
    for (const hex of productColors) {
      const [a, b] = [luminance(hex), luminance(avatarTextColor(hex))];
      expect((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), hex).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('Avatar', () => {
  it("is an image named by the person, showing the initial on the id's colour", () => {
    render(<Avatar name="Blake Chen" colorId={7} />);
    const avatar = screen.getByRole('img', { name: 'Blake Chen' });
    expect(avatar).toHaveTextContent('B');
    expect(avatar).toHaveAttribute('data-color', String(avatarColorIndex(7)));
  });
});
