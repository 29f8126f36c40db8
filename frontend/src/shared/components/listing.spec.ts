import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListFailed, optionsState, readFailed, retryOf } from './listing';

// The icons package ships ES modules only, which this (CommonJS) runner cannot load: an icon renders nothing here.
jest.mock('@ant-design/icons', () => {
  const icon = () => null;
  return { DownloadOutlined: icon, PlusOutlined: icon, ReloadOutlined: icon, SearchOutlined: icon };
});

const read = (state: { data?: unknown; isError?: boolean; isFetching?: boolean }) => ({
  isError: false,
  ...state,
  refetch: jest.fn(),
});

describe('readFailed', () => {
  it('is true only when the read got no answer and nothing was read before', () => {
    expect(readFailed(read({ isError: true }))).toBe(true);
    expect(readFailed(read({ isError: true, data: [] }))).toBe(false);
    expect(readFailed(read({ isError: true, data: [{ id: 1 }] }))).toBe(false);
    expect(readFailed(read({ isFetching: true }))).toBe(false);
    expect(readFailed(read({ data: [] }))).toBe(false);
  });
});

describe('retryOf', () => {
  it('reads a failed read again, and gives nothing to a read that answered or runs', () => {
    const failed = read({ isError: true });
    const retry = retryOf(failed);
    expect(retry).toBeDefined();
    retry!();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(retryOf(read({ data: [] }))).toBeUndefined();
    expect(retryOf(read({ isError: true, data: [] }))).toBeUndefined();
    expect(retryOf(read({ isFetching: true }))).toBeUndefined();
  });
});

describe('optionsState', () => {
  it('says the options could not be read, with „Reîncearcă” that reads them again', () => {
    const failed = read({ isError: true });
    const content = optionsState(failed, 'Apele nu au putut fi încărcate.');
    expect(isValidElement(content)).toBe(true);
    const element = content as ReactElement<{ text: string; onRetry: () => void }>;
    expect(element.type).toBe(ListFailed);
    expect(element.props.text).toBe('Apele nu au putut fi încărcate.');
    const html = renderToStaticMarkup(element);
    expect(html).toContain('Apele nu au putut fi încărcate.');
    expect(html).toContain('Reîncearcă');
    expect(failed.refetch).not.toHaveBeenCalled();
    element.props.onRetry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while the first read runs, not an empty list', () => {
    const html = renderToStaticMarkup(optionsState(read({ isFetching: true }), 'x') as ReactElement);
    expect(html).toContain('ant-spin');
    expect(html).not.toContain('Reîncearcă');
  });

  it("leaves antd's own empty state when the read answered, also an earlier answer kept after a failed read", () => {
    expect(optionsState(read({ data: [] }), 'x')).toBeUndefined();
    expect(optionsState(read({ data: [{ id: 1 }], isError: true }), 'x')).toBeUndefined();
    expect(optionsState(read({ data: [{ id: 1 }], isFetching: true }), 'x')).toBeUndefined();
  });
});
