/**
 * The root store (DESIGN.md: one root store split into small stores): every piece of client state hangs off it.
 * Pages read it only through `useStore()` and re-render with mobx-react's `observer`; services change it through
 * its actions. A page's own state (a school's page, a form) is made by the root's methods, never by a page
 * constructing store classes, and nothing in the app keeps a store of its own in a module (tests/client/stores-tree
 * checks both).
 *
 *   session      who is logged in: token, user info, authorisation state, unread counts
 *   profile      the student's province (its one home) and exam facts; SPEC §3's score form is derived from it
 *   province     the province list and each province's exam facts (reference data)
 *   config       the server's Config values the app acts on
 *   ui, tab      the tab bar's flags and the tab last shown
 *   home         the home page's score card (the rank of the profile's score)
 *   lookup       the lookup pages' filters, baskets and per-page state (a part, below)
 *   wish         the draft wish tables (per batch, official or forecast)
 *   accountFlow  what one account form hands to the next
 *   audit        expert audit of saved tables; messages: the student's messages and the tab badge
 *   humanCheck   the human check (captcha) a code 30 asks for, whichever call got it
 *   payment      buying membership or an expert audit (the order under way, its status), membership cards (a part)
 *   assess       career assessments: the sheet being answered (saved as the student goes), tests and reports (a part)
 *   content      banners, news, videos, courses, live lessons and named texts (demo content), read counts
 *   career       occupations, industries, subject combinations and the education-path test (issue 19) (a part)
 *
 * Parts: the stores only some page groups use (lookup, payment, assess, career) are not built here but on their first
 * `root.part(LookupStore)`, once per root, from the pages that use them — so their code is in those pages' chunks,
 * not on the H5 home route's first load nor in the app's entry (issue 20's 150 KB budget). A part is still one
 * instance hanging off the root; only the moment it is made differs.
 */
import { createContext, useContext } from 'react'
import { connectStores } from './flows/connect'
import { AccountFlowStore } from './account-flow'
import { AccountPages } from './account-pages'
import { AuditStore, MessagesStore } from './audit'
import { ConfigStore } from './config'
import { ContentStore } from './content'
import { HomeStore } from './home'
import { HumanCheckStore } from './human-check'
import { IntentionStore } from './intention'
import { Resource } from './models/resource'
import { createAutoPager, type AutoPager } from './models/pager'
import type { AutoPagingOptions } from '../utils/paging'
import { ProfileStore } from './profile'
import { ProvinceStore } from './province'
import { SessionStore } from './session'
import { SmsSender } from './sms-sender'
import type { SmsPurposeValue } from '../services/sms'
import { TabStore } from './tab'
import { UiStore } from './ui'
import { FillingTabModel } from './wish/filling-tab'
import { RecommendListModel, type RecommendListOptions } from './wish/recommend-list'
import { TableCheckModel } from './wish/table-check'
import { SimulateModel } from './wish/simulate'
import { SavedTables } from './wish/saved-tables'
import { WishStore, profileKeyOf } from './wish/store'

/** a store made on first use (see Parts above): the class, whose `create` makes the one instance of a root */
export interface StorePart<T> {
  create(root: RootStore): T
}

/** what a part does when the session ends (logout): e.g. the payment part forgets the order under way */
interface SessionBound {
  resetSession?(): void
}

export class RootStore {
  ui = new UiStore()
  tab = new TabStore()
  config = new ConfigStore()
  province = new ProvinceStore()
  session: SessionStore
  profile: ProfileStore
  home = new HomeStore()
  wish: WishStore
  /** what one account form hands to the next (a registration between its steps): never in a page address */
  accountFlow = new AccountFlowStore()
  /** what the account area's pages load besides the profile (score changes, app version, published scores) */
  accountPages = new AccountPages()
  /** the student's saved wish tables */
  savedTables = new SavedTables()
  /** expert audit of saved tables */
  audit: AuditStore
  /** the student's messages and their unread count (the tab badge) */
  messages: MessagesStore
  /** the human check a code 30 asks for (the request layer opens it, the form pages show it) */
  humanCheck = new HumanCheckStore()
  /** banners, news, videos, courses, live lessons and named texts (demo content) */
  content = new ContentStore()
  /** the parts made so far, by their class */
  private readonly parts = new Map<StorePart<unknown>, unknown>()

  constructor() {
    this.session = new SessionStore(() => this.profile.data)
    this.profile = new ProfileStore(
      () => this.province.list,
      () => this.session.userInfo,
    )
    this.audit = new AuditStore(this)
    this.messages = new MessagesStore(this)
    // a draft's UnitIds belong to one province, year and track: the wish store asks whose draft is current
    this.wish = new WishStore(
      () => profileKeyOf({ ProvinceId: this.profile.provinceId ?? undefined, Year: this.profile.Year, SubjectType: this.profile.SubjectType }),
      () => this.session.userId,
    )
  }

  /**
   * A store only some page groups use — lookup (LookupStore), payment (PaymentStore), assessments (AssessStore),
   * careers (CareerStore) — made on its first use and kept: `useStore().part(LookupStore)`.
   */
  part<T>(kind: StorePart<T>): T {
    if (!this.parts.has(kind)) this.parts.set(kind, kind.create(this))
    return this.parts.get(kind) as T
  }

  /** A value a page loads (data, loading, error, retry), e.g. a detail or a search answer. */
  resource<T>(loader?: () => Promise<T>): Resource<T> {
    return new Resource<T>(loader)
  }

  /** A page's auto-paging list (SPEC §5); null (after the 缺少必要参数 toast) when an option is missing. */
  pager<T, B extends object>(options: AutoPagingOptions<T, B>): AutoPager<T, B> | null {
    return createAutoPager<T, B>(options)
  }

  /** 报考意向's form */
  intention(): IntentionStore {
    return new IntentionStore(this)
  }

  /** 志愿填报 tab: the batch being filled and its counts */
  fillingTab(): FillingTabModel {
    return new FillingTabModel(this)
  }

  /** a batch's recommendation list (冲/稳/保 rows with their filters), read against the current draft's batch and mode */
  recommendList(options: Omit<RecommendListOptions, 'forecast' | 'batchId'>): RecommendListModel {
    return new RecommendListModel({ ...options, forecast: () => this.wish.isForecast, batchId: () => this.wish.batchId })
  }

  /** the draft wish table's live check (滑档 risk, rule problems) and its saving */
  tableCheck(): TableCheckModel {
    return new TableCheckModel(this.wish)
  }

  /** an SMS code form's sender and its resend countdown (disposed with its page) */
  smsSender(purpose: SmsPurposeValue): SmsSender {
    return new SmsSender(purpose)
  }

  /** 模拟填报: another score tried against the draft */
  simulation(): SimulateModel {
    return new SimulateModel(this)
  }

  /** Re-read everything persisted (start-up; tests that prepare storage first). */
  hydrate() {
    this.session.hydrate()
    this.profile.hydrate()
    this.wish.hydrate()
  }

  /** Back to anonymous (logout, failed re-login). Storage is cleared by the caller (what to keep differs). */
  resetSession(options: { keepDrafts?: boolean } = {}) {
    this.session.reset()
    this.profile.reset()
    this.home.clear()
    this.wish.reset(options.keepDrafts)
    this.accountFlow.reset()
    for (const part of this.parts.values()) (part as SessionBound).resetSession?.()
  }
}

/** The app's one root store (tests build their own RootStore and provide it through StoreContext). */
export const rootStore = new RootStore()
// the request layer and navigation sit below the stores: they read the session and the configured addresses
// through what this hands them
connectStores(rootStore)

export const StoreContext = createContext<RootStore>(rootStore)

/** The root store from React context (the app's unless a test provides another). */
export function useStore(): RootStore {
  return useContext(StoreContext)
}

export { AuthState } from './session'
export type { AuthStateValue, MenuRect } from './session'
export { defaultProvince } from './province'
export { WishType } from './wish/store'
export type { ProfileInput, ScoreFormData, ScoreProvince } from './profile'
export * from '../model/student'
