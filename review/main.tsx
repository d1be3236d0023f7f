/**
 * 志愿审核台 (issue 18 item 2): the expert's console, served by the server at /review/. An expert logs in with
 * their mobile and password, sees the queue, claims a table, reads the student's score, rank and province rules
 * with the engine's per-row probability, band and explanation and the whole-table 滑档 risk, writes remarks and
 * suggestions, and returns the result. Plain React DOM (not Taro): it runs in any browser, phone or desktop.
 */
import { StrictMode, useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { Static } from '@sinclair/typebox'
import { AUDIT_STATUS_TEXT, type AuditStatus, type ReviewDetail, type ReviewItem } from '../types/api/audit'
import { CallError, TOKEN_KEY, call } from './api'
import { BAND_CLASS, percent, remarksToSend, thousands, unitTitle, when, type SuggestionKind } from './view'
import './style.css'

type Detail = Static<typeof ReviewDetail>
type QueueItem = Static<typeof ReviewItem>
type View = 'waiting' | 'mine' | 'done'
type Draft = { text: string; kind: SuggestionKind; to: string; unit: string }
const EMPTY_DRAFT: Draft = { text: '', kind: 'none', to: '', unit: '' }

const statusText = (s: string) => AUDIT_STATUS_TEXT[s as AuditStatus] ?? s

const VIEWS: Array<{ key: View; title: string }> = [
  { key: 'waiting', title: '待接单' },
  { key: 'mine', title: '我的审核' },
  { key: 'done', title: '已完成' },
]

function Login({ onToken }: { onToken: (t: string) => void }) {
  const [mobile, setMobile] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!/^1\d{10}$/.test(mobile)) return setError('请输入 11 位手机号')
    if (!password) return setError('请输入密码')
    setBusy(true)
    setError('')
    try {
      const r = await call('User/UserLogin', { Mobile: mobile, Password: password }, null)
      onToken(r.Token)
    } catch (err) {
      setError(err instanceof Error ? err.message : '登录失败')
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className='card login' onSubmit={(e) => void submit(e)} data-testid='review-login'>
      <h1>志愿审核台</h1>
      <p className='muted'>审核专家登录（账号由管理员开通）</p>
      <label>
        手机号
        <input value={mobile} onChange={(e) => setMobile(e.target.value.trim())} inputMode='numeric' maxLength={11} autoComplete='username' name='mobile' />
      </label>
      <label>
        密码
        <input type='password' value={password} onChange={(e) => setPassword(e.target.value)} maxLength={64} autoComplete='current-password' name='password' />
      </label>
      {error && (
        <p className='error' role='alert'>
          {error}
        </p>
      )}
      <button type='submit' disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </button>
    </form>
  )
}

function QueueList({ token, view, onOpen, onAuthError }: { token: string; view: View; onOpen: (id: number) => void; onAuthError: (e: unknown) => void }) {
  const [items, setItems] = useState<QueueItem[] | null>(null)
  const [total, setTotal] = useState(0)
  const [error, setError] = useState('')
  useEffect(() => {
    let live = true
    setItems(null)
    call('Review/Queue', { View: view, PageSize: 50 }, token)
      .then((r) => live && (setItems(r.List), setTotal(r.Total)))
      .catch((e: unknown) => {
        onAuthError(e)
        if (live) setError(e instanceof Error ? e.message : '加载失败')
      })
    return () => {
      live = false
    }
  }, [token, view, onAuthError])
  if (error) return <p className='error'>{error}</p>
  if (!items) return <p className='muted'>加载中…</p>
  if (!items.length)
    return <p className='muted empty'>{view === 'waiting' ? '现在没有等待审核的志愿表' : view === 'mine' ? '你手上没有进行中的审核' : '还没有完成的审核'}</p>
  return (
    <div data-testid='review-queue'>
      <p className='muted'>
        共 {total} 份{total > items.length ? `，显示最早的 ${items.length} 份` : ''}
      </p>
      {items.map((a) => (
        <button key={a.AuditId} className='card row' onClick={() => onOpen(a.AuditId)} data-testid='review-queue-item'>
          <span className='title'>
            {a.TableName} <span className='tag'>{a.StatusText}</span>
          </span>
          <span className='muted'>
            {a.ProvinceName} {a.Year} · {a.SubjectText} · {a.Score ?? '—'} 分 · 位次 {thousands(a.Rank)}
          </span>
          <span className='muted'>
            {a.ItemCount} 个志愿 · 滑档风险 {percent(a.SlipRisk)} · 提交于 {when(a.CreatedAt)}
            {a.ExpertName && !a.Mine ? ` · ${a.ExpertName}` : ''}
          </span>
        </button>
      ))}
    </div>
  )
}

function AuditView({ token, id, onBack, onAuthError }: { token: string; id: number; onBack: () => void; onAuthError: (e: unknown) => void }) {
  const [d, setD] = useState<Detail | null>(null)
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [comment, setComment] = useState('')
  const [result, setResult] = useState<'approved' | 'changes'>('changes')
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})

  const take = useCallback((x: Detail) => {
    setD(x)
    setComment(x.Comment)
    setDrafts(
      Object.fromEntries(
        x.RowRemarks.map((r) => [
          r.Position,
          {
            text: r.Remark,
            kind: r.Suggestion?.Action ?? 'none',
            to: r.Suggestion?.Action === 'move' ? String(r.Suggestion.ToPosition) : '',
            unit: r.Suggestion?.Action === 'replace' ? r.Suggestion.UnitId : '',
          },
        ]),
      ),
    )
    if (x.Result) setResult(x.Result)
  }, [])

  useEffect(() => {
    call('Review/Detail', { AuditId: id }, token)
      .then(take)
      .catch((e: unknown) => {
        onAuthError(e)
        setError(e instanceof Error ? e.message : '加载失败')
      })
  }, [id, token, take, onAuthError])

  const act = async (what: 'claim' | 'release' | 'draft' | 'return') => {
    setNote('')
    setError('')
    const { remarks, problem } = remarksToSend(drafts)
    if ((what === 'draft' || what === 'return') && problem) return setError(problem)
    setBusy(true)
    try {
      let x: Detail
      if (what === 'claim') x = await call('Review/Claim', { AuditId: id }, token)
      else if (what === 'release') x = await call('Review/Release', { AuditId: id }, token)
      else if (what === 'draft') x = await call('Review/SaveDraft', { AuditId: id, Comment: comment, RowRemarks: remarks }, token)
      else x = await call('Review/Return', { AuditId: id, Comment: comment, RowRemarks: remarks, Result: result }, token)
      take(x)
      setNote({ claim: '已接单', release: '已退回待分配', draft: '草稿已保存', return: '审核结果已提交，学生会收到消息' }[what])
    } catch (e) {
      onAuthError(e)
      setError(e instanceof Error ? e.message : '操作失败')
    } finally {
      setBusy(false)
    }
  }

  if (!d) return <div>{error ? <p className='error'>{error}</p> : <p className='muted'>加载中…</p>}</div>
  const editable = d.Mine && (d.Status === 'assigned' || d.Status === 'in_review')
  const s = d.Student
  const check = d.Table.Check
  const setDraft = (pos: number, patch: Partial<Draft>) => setDrafts((x) => ({ ...x, [pos]: { ...EMPTY_DRAFT, ...x[pos], ...patch } }))
  return (
    <div data-testid='review-detail'>
      <button className='link' onClick={onBack}>
        ← 返回列表
      </button>
      <section className='card'>
        <h2>
          {d.TableName} <span className='tag'>{d.StatusText}</span>
        </h2>
        <p>
          {s.Nickname} · {s.ProvinceName} {s.Year} · {s.SubjectText} · {s.Score ?? '—'} 分 · 位次 {thousands(s.Rank)}
        </p>
        <p className='muted'>
          {check.Rule.ExamMode} · {check.Rule.FillMode} · {d.Table.BatchName} · {d.ItemCount} 个志愿（本批最多 {check.Rule.WishCount} 个） · 滑档风险{' '}
          <b>{percent(check.SlipRisk)}</b> · 至少被一个录取 {percent(check.AdmitAny)}
        </p>
        {d.Remark && <p className='quote'>学生说明：{d.Remark}</p>}
        {check.Issues.length > 0 && (
          <ul className='issues'>
            {check.Issues.map((i, k) => (
              <li key={k} className={i.Level}>
                {i.Message}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        {d.Table.Items.map((it) => {
          const dr = drafts[it.Position]
          return (
            <div key={it.Position} className='card item' data-testid='review-row'>
              <div className='item-head'>
                <span className='pos'>{it.Position}</span>
                <span className='title'>{unitTitle(it)}</span>
                <span className={`band ${it.Band ? BAND_CLASS[it.Band] : 'band-none'}`}>{it.Band ?? '—'}</span>
              </div>
              <p className='muted'>
                录取概率 {percent(it.Probability)} · 在此录取 {percent(it.AdmitHere)} · 预测最低位次 {thousands(it.PredictedRank)}（{thousands(it.RankLow)}–
                {thousands(it.RankHigh)}）{it.Adjust ? ' · 服从调剂' : ' · 不服从调剂'}
                {it.Majors.length ? ` · 专业：${it.Majors.join('、')}` : ''}
              </p>
              {it.Reason && <p className='muted'>{it.Reason}</p>}
              {it.Explanation?.Summary && <p className='muted'>{it.Explanation.Summary}</p>}
              {editable ? (
                <div className='edit'>
                  <textarea
                    placeholder='对这个志愿的意见（可空）'
                    maxLength={300}
                    value={dr?.text ?? ''}
                    onChange={(e) => setDraft(it.Position, { text: e.target.value })}
                  />
                  <select value={dr?.kind ?? 'none'} onChange={(e) => setDraft(it.Position, { kind: e.target.value as SuggestionKind })} aria-label='修改建议'>
                    <option value='none'>不改动</option>
                    <option value='remove'>建议删除</option>
                    <option value='move'>移到第几个</option>
                    <option value='replace'>替换为其他单位</option>
                    <option value='adjust'>改为服从调剂</option>
                  </select>
                  {dr?.kind === 'move' && (
                    <input inputMode='numeric' placeholder='移到第几个' value={dr.to} onChange={(e) => setDraft(it.Position, { to: e.target.value })} />
                  )}
                  {dr?.kind === 'replace' && (
                    <input placeholder='替换成的 UnitId' value={dr.unit} onChange={(e) => setDraft(it.Position, { unit: e.target.value })} />
                  )}
                </div>
              ) : (
                dr && (dr.text || dr.kind !== 'none') && <p className='quote'>意见：{dr.text || '—'}</p>
              )}
            </div>
          )
        })}
      </section>
      <section className='card'>
        <h3>总体意见</h3>
        {editable ? (
          <>
            <textarea
              className='wide'
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder='梯度、专业、调剂、滑档风险…'
              data-testid='review-comment'
            />
            <div className='choice'>
              <label>
                <input type='radio' checked={result === 'approved'} onChange={() => setResult('approved')} /> 可以直接使用
              </label>
              <label>
                <input type='radio' checked={result === 'changes'} onChange={() => setResult('changes')} /> 建议修改
              </label>
            </div>
          </>
        ) : (
          <p>{d.Comment || '—'}</p>
        )}
        {error && (
          <p className='error' role='alert'>
            {error}
          </p>
        )}
        {note && <p className='ok'>{note}</p>}
        <div className='actions'>
          {d.Status === 'submitted' && (
            <button disabled={busy} onClick={() => void act('claim')}>
              接单
            </button>
          )}
          {d.Mine && d.Status === 'assigned' && (
            <button className='ghost' disabled={busy} onClick={() => void act('release')}>
              退回待分配
            </button>
          )}
          {editable && (
            <button className='ghost' disabled={busy} onClick={() => void act('draft')}>
              保存草稿
            </button>
          )}
          {editable && (
            <button disabled={busy} onClick={() => void act('return')}>
              提交审核结果
            </button>
          )}
        </div>
      </section>
      <section className='card'>
        <h3>记录</h3>
        <ul className='events'>
          {d.Events.map((e, k) => (
            <li key={k}>
              {when(e.At)} {e.Actor === 'student' ? '学生' : e.Actor === 'expert' ? '专家' : '系统'}：
              {e.From && e.From !== e.To ? `${statusText(e.From)} → ` : ''}
              {statusText(e.To)}
              {e.Note ? `（${e.Note}）` : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function App() {
  const [token, setToken] = useState<string | null>(() => sessionStorage.getItem(TOKEN_KEY))
  const [view, setView] = useState<View>('waiting')
  const [open, setOpen] = useState<number | null>(null)
  const logout = useCallback(() => {
    sessionStorage.removeItem(TOKEN_KEY)
    setToken(null)
    setOpen(null)
  }, [])
  // an expired session or a student's account sends the expert back to the login
  const onAuthError = useCallback(
    (e: unknown) => {
      if (e instanceof CallError && e.code === 112) logout()
    },
    [logout],
  )
  if (!token)
    return (
      <Login
        onToken={(t) => {
          sessionStorage.setItem(TOKEN_KEY, t)
          setToken(t)
        }}
      />
    )
  return (
    <div>
      <header>
        <strong>志愿审核台</strong>
        <button className='link' onClick={logout}>
          退出
        </button>
      </header>
      {open === null ? (
        <>
          <nav className='tabs'>
            {VIEWS.map((v) => (
              <button key={v.key} className={v.key === view ? 'on' : ''} onClick={() => setView(v.key)}>
                {v.title}
              </button>
            ))}
          </nav>
          <QueueList token={token} view={view} onOpen={setOpen} onAuthError={onAuthError} />
        </>
      ) : (
        <AuditView token={token} id={open} onBack={() => setOpen(null)} onAuthError={onAuthError} />
      )}
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
