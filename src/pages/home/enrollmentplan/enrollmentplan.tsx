import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { Note, Section, num } from '../../../components/lookup'
import { QueryForm } from '../../../components/lookup/query-form'
import { LOOKUP, open } from '../../../components/lookup/routes'
import { lookupStore } from '../../../stores/lookup'
import { coverageText } from '../line-query'

/** 招生计划: choose province, track, year and (optionally) a school or keyword, then query. */
function EnrollmentPlanPage() {
  const q = lookupStore.plans
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit().then(() => q.loadCoverage())
  }, [])
  return (
    <PageShell>
      <Section title='招生计划查询'>
        <QueryForm
          ctx={ctx}
          school={q.filter.school}
          onPickSchool={() => open(LOOKUP.planSchool)}
          keyword={q.filter.keyword}
          onKeyword={(k) => q.filter.setKeyword(k)}
          includeSpecial={q.filter.includeSpecial}
          onIncludeSpecial={(v) => q.filter.setIncludeSpecial(v)}
          onChange={() => void q.loadCoverage()}
        />
        <View className='zy-lk-btn zy-lk-btn--block zy-lk-gap-top' data-testid='plan-query' onClick={() => open(LOOKUP.planSearch)}>
          查询招生计划
        </View>
      </Section>
      <Section title={`${ctx.provinceName}的招生计划数据`}>
        {coverageText(q.coverage, (cov) => (
          <View>
            <Text className='lk-block'>
              共 {num(cov.Total)} 条普通类计划{cov.Years.length ? `，年份 ${cov.Years.join('、')}` : ''}
              {cov.Batches.length ? `，批次：${cov.Batches.join('、')}` : ''}
            </Text>
            {cov.Note ? <Note>{cov.Note}</Note> : null}
          </View>
        ))}
      </Section>
    </PageShell>
  )
}

export default observer(EnrollmentPlanPage)
