/**
 * Buying membership or an expert audit, and membership cards (issue 18). One order at a time: the store asks the
 * server for an order through the platform's order call, hands it to the platform to pay (the mini program's
 * payment sheet, a browser's cashier), then asks PaymentStatus until the order is fulfilled or closed — the
 * server's word, never the platform's, decides. The order being paid is kept in storage for its account, so an app
 * killed or a browser that left for the cashier picks it up again (resume()) when the order page shows.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ApiData } from '@contract/endpoints'
import { getPlatform, type PayOutcome, type PaymentSupport } from '../platform'
import { call } from '../services/request'
import { errorText } from '../model/errors'
import { getItem, removeItem, setItem, type PendingOrder } from '../utils/storage'
import { Resource } from './models/resource'
import { loadUserInfo } from './profile-sync'
import type { RootStore } from '.'

export type Product = ApiData<'Payment/PaymentPrice'>[number]
export type OrderState = ApiData<'Payment/PaymentStatus'>

/**
 * idle: nothing under way · ordering: asking for an order · paying: with the platform · checking: asking the server ·
 * waiting: no answer yet after the polls (the page offers 刷新) · fulfilled · closed · cancelled · failed ·
 * sandbox: development, the cashier address is shown for the tester
 */
export type PayPhase = 'idle' | 'ordering' | 'paying' | 'checking' | 'waiting' | 'fulfilled' | 'closed' | 'cancelled' | 'failed' | 'sandbox'

export interface PaymentDeps {
  /** the logged-in account (null: nobody) */
  userId: () => number | null
  platform: () => PaymentSupport
  /** reloads the user info after a fulfilled order (the membership shown everywhere changes) */
  refreshUser: () => Promise<unknown>
  /** waits between polls (tests pass a fake clock) */
  sleep?: (ms: number) => Promise<void>
}

/** how often and how long the order is asked about after paying: about a minute, then 刷新 is up to the user */
export const POLL = { intervalMs: 2000, tries: 30 } as const
/** an order older than this (its 30 minutes and a margin) is asked about once on resume, then forgotten */
const STALE_MS = 40 * 60_000

export class PaymentStore {
  /** the price list */
  products = new Resource<Product[]>(() => call('Payment/PaymentPrice', undefined, { silent: true }))
  phase: PayPhase = 'idle'
  /** what to tell the user about the phase */
  message = ''
  /** the order under way (the one in storage) */
  pending: PendingOrder | null = null
  /** the server's last answer about it */
  order: OrderState | null = null
  sandboxUrl = ''
  private polling = 0

  constructor(private readonly deps: PaymentDeps) {
    makeAutoObservable<PaymentStore, 'deps' | 'polling'>(this, { deps: false, polling: false })
  }

  /** the root's one payment store (a part: made on the first `root.part(PaymentStore)`, src/stores/index.ts) */
  static create(root: RootStore): PaymentStore {
    return new PaymentStore({
      userId: () => root.session.userId,
      platform: () => getPlatform().payment,
      refreshUser: () => loadUserInfo(root, { silent: true }),
    })
  }

  memberProducts(): Product[] {
    return (this.products.data ?? []).filter((p) => p.Kind === 'member')
  }

  auditProduct(): Product | null {
    return (this.products.data ?? []).find((p) => p.Kind === 'audit') ?? null
  }

  productById(id: string | undefined): Product | null {
    return (this.products.data ?? []).find((p) => p.ProductId === id) ?? null
  }

  get busy(): boolean {
    return this.phase === 'ordering' || this.phase === 'paying' || this.phase === 'checking'
  }

  private set(phase: PayPhase, message = '') {
    this.phase = phase
    this.message = message
  }

  /** Orders `product` and pays it; resolves with the final phase. `returnUrl`: the order page a browser comes back to. */
  async buy(product: Product, returnUrl: string): Promise<PayPhase> {
    const owner = this.deps.userId()
    if (!owner) {
      this.set('failed', '请先登录')
      return this.phase
    }
    if (this.busy) return this.phase
    this.set('ordering')
    this.order = null
    this.sandboxUrl = ''
    const platform = this.deps.platform()
    let answer: ApiData<'Payment/WechatH5Pay'> | ApiData<'Payment/WechatMiniAppPay'>
    try {
      if (platform.orderCall === 'Payment/WechatMiniAppPay') {
        const Code = await platform.payerCode()
        answer = await call('Payment/WechatMiniAppPay', { ProductId: product.ProductId, ...(Code ? { Code } : {}) })
      } else {
        answer = await call(platform.orderCall, { ProductId: product.ProductId })
      }
    } catch (e) {
      runInAction(() => this.set('failed', errorText(e)))
      return this.phase
    }
    const pending: PendingOrder = {
      OrderId: answer.OrderId,
      owner,
      ProductId: product.ProductId,
      Name: product.Name,
      Amount: answer.Amount,
      Kind: product.Kind,
      at: Date.now(),
    }
    runInAction(() => {
      this.pending = pending
      this.set('paying')
    })
    // kept before the platform is asked: the browser may leave this page for the cashier right away
    setItem('pendingOrder', pending)
    const outcome: PayOutcome = await platform.pay(answer, returnUrl)
    switch (outcome.kind) {
      case 'left':
        return this.phase
      case 'sandbox':
        runInAction(() => {
          this.sandboxUrl = outcome.url
          this.set('sandbox', '开发环境：模拟收银台地址已复制，请在浏览器打开并按「确认支付」，完成后回到这里刷新')
        })
        return this.phase
      case 'cancelled': {
        // the order stays open for its 30 minutes; asking once settles a payment made just before the cancel
        const phase = await this.check(1)
        if (phase === 'waiting') runInAction(() => this.set('cancelled', '已取消支付'))
        return this.phase
      }
      case 'failed':
        runInAction(() => this.set('failed', outcome.message))
        return this.check(1)
      case 'done':
        return this.check()
    }
  }

  /** Picks up the account's order left by a restart or a trip to the cashier, and asks how it ended. */
  async resume(): Promise<PayPhase> {
    const stored = getItem('pendingOrder')
    const owner = this.deps.userId()
    if (!stored || !owner || stored.owner !== owner) {
      // another account's order is not this one's to show (it stays for its owner)
      return this.phase
    }
    runInAction(() => (this.pending = stored))
    const stale = Date.now() - stored.at > STALE_MS
    return this.check(stale ? 1 : POLL.tries)
  }

  /** Asks PaymentStatus up to `tries` times until the order is fulfilled or closed. */
  async check(tries: number = POLL.tries): Promise<PayPhase> {
    const pending = this.pending
    if (!pending) return this.phase
    const run = ++this.polling
    const sleep = this.deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
    const failedBefore = this.phase === 'failed' ? this.message : ''
    runInAction(() => this.set('checking', '正在确认支付结果…'))
    for (let i = 0; i < tries; i++) {
      if (i > 0) await sleep(POLL.intervalMs)
      if (run !== this.polling) return this.phase
      let state: OrderState
      try {
        state = await call('Payment/PaymentStatus', { OrderId: pending.OrderId }, { silent: true })
      } catch (e) {
        // an order the server does not know for this account (another account logged in meanwhile): forget it
        this.forget()
        runInAction(() => this.set('failed', errorText(e)))
        return this.phase
      }
      runInAction(() => (this.order = state))
      if (state.Status === 'fulfilled') {
        this.forget()
        runInAction(() => this.set('fulfilled', state.Kind === 'audit' ? '支付成功，已获得一次专家审核' : `支付成功，${state.MemberTypeName}已开通`))
        await this.deps.refreshUser().catch(() => undefined)
        return this.phase
      }
      if (state.Status === 'closed') {
        this.forget()
        runInAction(() => this.set('closed', '订单已关闭（超时未支付）。如已扣款，款项将原路退回，请联系客服'))
        return this.phase
      }
    }
    if (run === this.polling) {
      runInAction(() => this.set(failedBefore ? 'failed' : 'waiting', failedBefore || '暂未收到支付结果。如已支付，请稍后点「刷新」'))
    }
    return this.phase
  }

  /** Drops the stored order (fulfilled, closed, or not this account's). */
  forget() {
    removeItem('pendingOrder')
    this.pending = null
  }

  /** logout (RootStore.resetSession): nothing under way */
  resetSession() {
    this.reset()
  }

  /** Back to nothing under way (leaving the page; logout). The stored order stays for its account. */
  reset() {
    this.polling++
    this.pending = null
    this.order = null
    this.sandboxUrl = ''
    this.set('idle')
  }

  // --- membership cards --------------------------------------------------------------------------------

  /** what a card number would give (User/CardCheck): the page loads it with checkCardNo */
  cardCheck(): Resource<ApiData<'User/CardCheck'>> {
    return new Resource<ApiData<'User/CardCheck'>>()
  }

  checkCardNo(CardNo: string): Promise<ApiData<'User/CardCheck'>> {
    return call('User/CardCheck', { CardNo })
  }

  /** activates a card; the user info is reloaded so the new membership shows at once */
  async activateCard(CardNo: string): Promise<ApiData<'User/CardActivation'>> {
    const r = await call('User/CardActivation', { CardNo })
    await this.deps.refreshUser().catch(() => undefined)
    return r
  }

  /** the cards this account has activated */
  receivedCards(): Resource<ApiData<'User/ReceiveCard'>> {
    return new Resource(() => call('User/ReceiveCard', undefined, { silent: true }))
  }
}
