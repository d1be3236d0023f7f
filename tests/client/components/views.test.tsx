/** The shared views (SPEC §2, §8): empty, loading, error with retry, skeleton, and the one async pattern. */
import { fireEvent, render } from '@testing-library/react'
import { EmptyView } from '../../../src/components/empty-view'
import { LoadingView } from '../../../src/components/loading-view'
import { ErrorView } from '../../../src/components/error-view'
import { Skeleton } from '../../../src/components/skeleton'
import { AsyncView, asyncPhase } from '../../../src/components/async-view'

describe('shared views', () => {
  it('empty view says what is empty (the page says it) and what to do', () => {
    const v = render(<EmptyView text='没有找到院校' hint='换个关键词试试' />)
    expect(v.getByText('没有找到院校')).toBeTruthy()
    expect(v.getByText('换个关键词试试')).toBeTruthy()
  })

  it('loading view says 加载中，请稍候', () => {
    expect(render(<LoadingView />).getByText('加载中，请稍候')).toBeTruthy()
  })

  it('error view says 页面加载失败 and retries only when it can', () => {
    const onRetry = jest.fn()
    const v = render(<ErrorView detail='网络异常，请稍后重试' onRetry={onRetry} />)
    expect(v.getByText('页面加载失败')).toBeTruthy()
    expect(v.getByText('网络异常，请稍后重试')).toBeTruthy()
    fireEvent.click(v.getByTestId('error-retry'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(render(<ErrorView />).container.querySelector('[data-testid="error-retry"]')).toBeNull()
  })

  it('skeleton draws rows while loading, then the children', () => {
    const v = render(<Skeleton rows={5} avatar />)
    expect(v.container.querySelectorAll('.zy-skeleton__row')).toHaveLength(5)
    expect(v.container.querySelectorAll('.zy-skeleton__avatar')).toHaveLength(5)
    expect(render(<Skeleton loading={false}>内容</Skeleton>).container.textContent).toBe('内容')
  })
})

describe('AsyncView', () => {
  it('decides the phase: loading until answered, error, empty, ready; data stays during a reload', () => {
    expect(asyncPhase({ loading: true, error: null }, true)).toBe('loading')
    expect(asyncPhase({ loading: false, loaded: false, error: null }, true)).toBe('loading')
    expect(asyncPhase({ loading: false, error: '出错了' }, true)).toBe('error')
    expect(asyncPhase({ loading: false, error: null }, true)).toBe('empty')
    expect(asyncPhase({ loading: false, error: null }, false)).toBe('ready')
    expect(asyncPhase({ loading: true, loaded: true, error: null }, false)).toBe('ready')
  })

  it('draws skeleton, error with retry, empty view and the content', () => {
    const onRetry = jest.fn()
    const { container, rerender, getByText, getByTestId } = render(<AsyncView state={{ loading: true, error: null }} onRetry={onRetry} />)
    expect(container.querySelector('[data-testid="skeleton"]')).not.toBeNull()
    rerender(<AsyncView state={{ loading: true, error: null }} loadingStyle='spinner' />)
    expect(getByText('加载中，请稍候')).toBeTruthy()
    rerender(<AsyncView state={{ loading: false, error: '服务器繁忙' }} onRetry={onRetry} />)
    fireEvent.click(getByTestId('error-retry'))
    expect(onRetry).toHaveBeenCalled()
    rerender(<AsyncView state={{ loading: false, error: null }} isEmpty emptyText='还没有资讯' emptyHint='稍后再来看看' />)
    expect(getByText('还没有资讯')).toBeTruthy()
    expect(getByText('稍后再来看看')).toBeTruthy()
    const read = jest.fn(() => '列表')
    rerender(<AsyncView state={{ loading: false, error: null }}>{read}</AsyncView>)
    expect(container.textContent).toBe('列表')
    expect(read).toHaveBeenCalled()
  })
})
