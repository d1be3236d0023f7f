/**
 * One audit as the student reads it: where it stands (each step with its time), the expert's overall words and
 * verdict, and the table as it was sent — each row drawn as a saved table draws it (figures at submission), the
 * expert's remark and suggestion under it.
 */
import { Text, View } from '@tarojs/components'
import { AUDIT_RESULT_TEXT, suggestionText, type AuditDetail } from '../../model/audit'
import { formatDate } from '../../utils/date'
import { DetailRow } from '../saved-table'
import './index.scss'

const STEP_TEXT: Record<string, string> = {
  submitted: '已提交，等待分配专家',
  assigned: '专家已接单',
  in_review: '专家开始审核',
  returned: '审核完成',
  withdrawn: '已撤回',
}

export function AuditResultView({ d }: { d: AuditDetail }) {
  const remarks = new Map(d.RowRemarks.map((r) => [r.Position, r]))
  const done = d.Status === 'returned'
  const hasMajors = d.Table.Check.Rule?.FillMode !== '专业(类)+院校'
  return (
    <View className='zy-audit' data-testid='audit-result' data-status={d.Status}>
      <View className='zy-audit__card'>
        <Text className='zy-audit__name'>{d.TableName}</Text>
        <Text className='zy-audit__meta'>
          {d.ProvinceName} {d.Year} · {d.Table.BatchName} · {d.ItemCount} 个志愿 · 提交时滑档风险 {d.SlipRisk === null ? '—' : `${d.SlipRisk}%`}
        </Text>
        <Text className={`zy-audit__state zy-audit__state--${d.Status}`} data-testid='audit-state'>
          {d.StatusText}
          {done && d.Result ? ` · ${AUDIT_RESULT_TEXT[d.Result]}` : ''}
        </Text>
        {d.Remark ? <Text className='zy-audit__remark'>你的留言：{d.Remark}</Text> : null}
      </View>
      {done ? (
        <View className='zy-audit__card' data-testid='audit-comment'>
          <Text className='zy-audit__title'>专家总体意见</Text>
          <Text className='zy-audit__comment'>{d.Comment}</Text>
        </View>
      ) : (
        <View className='zy-audit__card'>
          <Text className='zy-audit__hint'>{d.Status === 'withdrawn' ? '这次审核已撤回。' : '专家审核完成后会发消息给你，结果也会显示在这里。'}</Text>
        </View>
      )}
      <Text className='zy-audit__section'>志愿表（提交时）</Text>
      <View className='zy-saved__rows' data-testid='audit-rows'>
        {[...d.Table.Items]
          .sort((a, b) => a.Position - b.Position)
          .map((it) => {
            const r = done ? remarks.get(it.Position) : undefined
            const s = r ? suggestionText(r) : null
            return (
              <DetailRow key={it.Position} it={it} flagged={false} hasMajors={hasMajors}>
                {r ? (
                  <View className='zy-audit__expert' data-testid='audit-row-remark'>
                    {r.Remark ? <Text className='zy-audit__expert-text'>专家：{r.Remark}</Text> : null}
                    {s ? <Text className='zy-audit__suggestion'>{s}</Text> : null}
                  </View>
                ) : null}
              </DetailRow>
            )
          })}
      </View>
      <View className='zy-audit__card'>
        <Text className='zy-audit__title'>进度</Text>
        {d.Events.map((e, i) => (
          <Text key={i} className='zy-audit__event'>
            {formatDate(e.At, { precision: 'minute' })} {STEP_TEXT[e.To] ?? e.To}
            {e.Note ? `（${e.Note}）` : ''}
          </Text>
        ))}
      </View>
    </View>
  )
}

export default AuditResultView
