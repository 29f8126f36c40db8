import { CloseCircleFilled } from '@ant-design/icons';

/**
 * A field's clear icon named in Romanian (antd's own reads "close-circle"): inputs take it as
 * `allowClear={clearable}`; selects and date pickers get it from AntdFrame.tsx.
 */
export const clearable = { clearIcon: <CloseCircleFilled aria-label="Golește" /> };
