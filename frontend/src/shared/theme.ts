import type { ThemeConfig } from 'antd';

/**
 * The antd theme of the company and admin apps. Contrast (axe "color-contrast", WCAG AA
 * 4.5:1 for text) is fixed here, in the tokens, not element by element:
 *   - colorPrimary #1f6f5c (white on it 6.0:1) and colorLink, which antd takes from colorInfo
 *     (#1677ff, 4.1:1 on white) unless told: links use the primary green, 6.0:1;
 *   - colorTextDescription / colorTextTertiary (antd: 45% black, 3.36:1, used by secondary text and
 *     descriptions) → #595959, 7:1; colorTextPlaceholder (25% black, 1.8:1) → #6b6b6b, 5.3:1;
 *   - colorError #ff4d4f (3.26:1, the red "Anulează"/"Șterge" links) → #c41d1f, 5.9:1; colorWarning → #965a00, 5.3:1;
 *   - the selected menu item: dark green on a light green background, 7.9:1;
 *   - the tags' preset colours (green/red/blue: antd draws palette 7 on palette 1, 3.37:1 for
 *     green) start from darker seeds, so their text reads ≥ 4.5:1 on their light background;
 *   - colorTextQuaternary (empty tables' "Nu există date", 25% black, 1.8:1) → #6b6b6b.
 */
export const PRIMARY = '#1f6f5c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorLinkHover: '#175a4a',
    colorLinkActive: '#16513f',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6b6b6b',
    colorError: '#c41d1f',
    colorSuccess: '#2f7d0f',
    colorWarning: '#965a00',
    colorTextQuaternary: '#6b6b6b',
    green: '#237804',
    red: '#a8071a',
    blue: '#0958d9',
    borderRadius: 6,
    // The stack of shared/styles/font.css (--font-system).
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  components: {
    Menu: {
      itemSelectedColor: '#16513f',
      itemSelectedBg: '#e3f1ec',
    },
  },
};
