import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { Note, Section, num } from '../../../components/lookup'
import { QueryForm } from '../../../components/lookup/query-form'
import { LOOKUP, open } from '../../../components/lookup/routes'
import { lookupStore } from '../../../stores/lookup'

/** 招生计划: choose province, track, year and (optionally) a school or keyword, then query. */
function EnrollmentPlanPage() {
  const q = lookupStore.plans
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit().then(() => q.loadCoverage())
  }, [])
  const cov = q.coverage.data
  return (
    <PageShell>
      <Section title='招生计划查询'>
        <QueryForm
          ctx={ctx}
          school={q.school}
          onPickSchool={() => open(LOOKUP.planSchool)}
          keyword={q.keyword}
          onKeyword={(k) => q.setKeyword(k)}
          includeSpecial={q.includeSpecial}
          onIncludeSpecial={(v) => q.setIncludeSpecial(v)}
          onChange={() => void q.loadCoverage()}
        />
        <View className='zy-lk-btn zy-lk-btn--block zy-lk-gap-top' data-testid='plan-query' onClick={() => open(LOOKUP.planSearch)}>
          查询招生计划
        </View>
      </Section>
      <Section title={`${ctx.provinceName}的招生计划数据`}>
        {q.coverage.loading ? (
          <Text className='zy-lk-muted'>正在查询数据范围…</Text>
        ) : q.coverage.error ? (
          <Text className='zy-lk-error-text'>{q.coverage.error}</Text>
        ) : cov ? (
          <View>
            <Text className='lk-block'>
              共 {num(cov.Total)} 条普通类计划{cov.Years.length ? `，年份 ${cov.Years.join('、')}` : ''}
              {cov.Batches.length ? `，批次：${cov.Batches.join('、')}` : ''}
            </Text>
            {cov.Note ? <Note>{cov.Note}</Note> : null}
          </View>
        ) : null}
      </Section>
    </PageShell>
  )
}

export default observer(EnrollmentPlanPage)
