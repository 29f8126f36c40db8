import { createHash } from 'node:crypto';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import roRO from 'antd/locale/ro_RO';
import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../src/shared/theme.ts';

/**
 * antd's styles as a stylesheet made at build time (issue 14, Lighthouse on mobile).
 *
 * antd writes each component's CSS in the browser the first time the component renders: on a phone
 * that was a third of the JavaScript time of the first screen after sign-in (building the style
 * objects, serialising them, one <style> per component), all of it inside the render and the commit
 * that Lighthouse counts as blocking time. Here the components the app uses are rendered once on the
 * server, under the app's theme, and antd's style cache is written out as `assets/antd-<hash>.css`,
 * with the marker antd reads to know which styles a stylesheet already has
 * (`.data-ant-cssinjs-cache-path`). In the browser (src/shared/antdStyles.ts) the stylesheet is
 * applied before the first antd screen; antd then finds each component's style already there and
 * neither builds nor inserts it.
 *
 * Only the component styles are in the file. The theme's CSS variables stay antd's own, written at
 * run time (small). A component missing here, or a style the render below did not reach, is simply
 * made at run time as before: a page is never unstyled, only slower.
 *
 * The pages that load antd (company.html, admin.html) name the file in a
 * `<meta name="balti-antd-styles">`; the app adds it as a stylesheet when it needs it (a signed-in
 * company screen: at once, with the app's chunks), so the login page does not download it and no
 * page waits for it to paint.
 */
export function antdStaticStylesPlugin({ pages }: { pages: string[] }): Plugin {
  let fileName = '';
  return {
    name: 'balti-antd-static-styles',
    apply: 'build',
    buildStart() {
      const css = antdStylesheet();
      fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!pages.some((p) => ctx.filename.endsWith(p))) return html;
        const tag = `<meta name="balti-antd-styles" content="/build/${fileName}">`;
        return html.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}

/** The CSS of every antd component the app uses, under the app's theme and locale. */
export function antdStylesheet(): string {
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(antd.ConfigProvider, { theme, locale: roRO }, h(antd.App, null, h(Fragment, null, ...usedComponents()))),
    ),
  );
  // 'style' only: the theme's CSS variables ('token', 'cssVar') are antd's to write at run time.
  return extractStyle(cache, { types: ['style'], plain: true });
}

/**
 * One render of each antd component the app imports, and of those they show inside (pagination,
 * empty, spin, checkbox, tooltip…), in the variants whose styles antd registers separately. A popup's
 * styles come from its static panel: popups do not render on the server.
 */
function usedComponents(): ReactNode[] {
  const items = [
    { key: 'a', label: 'A' },
    { key: 'b', label: 'B' },
  ];
  const options = [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ];
  const columns = [
    { title: 'A', dataIndex: 'a', key: 'a', fixed: 'left' as const, sorter: true, width: 120 },
    { title: 'B', dataIndex: 'b', key: 'b', align: 'right' as const, ellipsis: true },
  ];
  const rows = [{ key: 1, a: 'a', b: 'b' }];
  return [
    h(antd.Layout, null, h(antd.Layout.Header), h(antd.Layout.Sider), h(antd.Layout.Content), h(antd.Layout.Footer)),
    h(antd.Menu, { mode: 'inline', items, selectedKeys: ['a'] }),
    h(antd.Menu, { mode: 'horizontal', items }),
    h(antd.Button, { type: 'primary' }, 'x'),
    h(antd.Button, { type: 'link', danger: true }, 'x'),
    h(antd.Space, null, h(antd.Space.Compact, null, h(antd.Button), h(antd.Input))),
    h(antd.Flex, null, h(antd.Row, null, h(antd.Col, { span: 12 }))),
    h(antd.Divider),
    h(antd.Typography.Title),
    h(antd.Typography.Text, { type: 'secondary', copyable: true }),
    h(antd.Typography.Paragraph, { ellipsis: true }),
    h(antd.Typography.Link),
    h(antd.Input),
    h(antd.Input.Password),
    h(antd.Input.Search),
    h(antd.Input.TextArea),
    h(antd.InputNumber),
    h(antd.Select, { options, showSearch: true }),
    h(antd.Select, { options, mode: 'multiple' }),
    h(antd.DatePicker),
    h(antd.DatePicker.RangePicker),
    h(antd.Checkbox),
    h(antd.Radio.Group, { options, optionType: 'button' }),
    h(antd.Radio),
    h(antd.Switch),
    h(antd.Segmented, { options: ['a', 'b'] }),
    h(
      antd.Form,
      { layout: 'vertical' },
      h(antd.Form.Item, { label: 'A', name: 'a', required: true, help: 'x', validateStatus: 'error' }, h(antd.Input)),
    ),
    h(antd.Card, { title: 'A', size: 'small', extra: 'x' }, 'x'),
    h(antd.Badge, { count: 1, size: 'small' }, h('span')),
    h(antd.Badge, { count: 1, size: 'small' }),
    h(antd.Badge, { count: 1 }),
    h(antd.Tag, { color: 'green' }, 'x'),
    h(antd.Tag, { color: 'success' }, 'x'),
    h(antd.Alert, { type: 'info', showIcon: true, title: 'x' }),
    h(antd.Result, { status: 'success', title: 'x' }),
    h(antd.Result, { status: '404', title: 'x' }),
    h(antd.Empty),
    h(antd.Empty, { image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
    h(antd.Statistic, { value: 1 }),
    h(antd.Spin),
    h(antd.Skeleton, { active: true }),
    h(antd.Skeleton.Button),
    h(antd.Descriptions, { items: [{ key: 'a', label: 'A', children: 'x' }], bordered: true }),
    h(antd.List, { dataSource: ['a'], renderItem: (x: unknown) => h(antd.List.Item, null, String(x)) }),
    h(antd.Anchor, { items: [{ key: 'a', href: '#a', title: 'A' }] }),
    h(antd.Tabs, { items: [{ key: 'a', label: 'A', children: 'x' }] }),
    h(antd.Steps, { items: [{ title: 'A' }, { title: 'B' }] }),
    h(antd.Pagination, { total: 100, showSizeChanger: true }),
    h(antd.Table, { columns, dataSource: rows, scroll: { x: 600 }, pagination: { total: 100 }, size: 'small' }),
    h(antd.Table, { columns, dataSource: [], loading: true }),
    h(antd.Dropdown, { menu: { items } }, h('span')),
    h(antd.Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }),
    h(antd.Popconfirm._InternalPanelDoNotUseOrYouWillBeFired, { title: 'x' }),
    h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired),
    h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
  ];
}
