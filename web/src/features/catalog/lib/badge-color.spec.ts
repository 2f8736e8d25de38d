import { badgeColors } from './badge-color';

describe('badgeColors', () => {
  it('puts dark text on light or mid colours and white text on dark ones', () => {
    expect(badgeColors('#d97706')).toEqual({ background: 'rgb(217 119 6)', text: '#1c1917' });
    expect(badgeColors('#16a34a')?.text).toBe('#1c1917');
    expect(badgeColors('#1d4ed8')?.text).toBe('#ffffff');
    expect(badgeColors('#000')?.text).toBe('#ffffff');
    expect(badgeColors('rgb(250, 250, 250)')?.text).toBe('#1c1917');
  });

  it('returns null for anything but a hex or rgb() colour', () => {
    expect(badgeColors('red')).toBeNull();
    expect(badgeColors('url(javascript:alert(1))')).toBeNull();
    expect(badgeColors('')).toBeNull();
  });
});
