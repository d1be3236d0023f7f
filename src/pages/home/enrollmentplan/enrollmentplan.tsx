import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { PageShell } from '../../../components/page-shell'
import { QueryForm } from '../../../components/query-form'
import { LOOKUP, open } from '../../../navigation/lookup-routes'
import { coverageText } from '../line-query'
import { formatNumber } from '../../../utils/number'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { Button } from '../../../components/button'

/** 招生计划: choose province, track, year and (optionally) a school or keyword, then query. */
function EnrollmentPlanPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.plans
  const ctx = q.ctx
  useEffect(() => {
    void ctx.ensureInit().then(() => q.loadCoverage())
  }, [ctx, q])
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
        <View className='zy-lk-gap-top'>
          <Button block testId='plan-query' onClick={() => open(LOOKUP.planSearch)}>
            查询招生计划
          </Button>
        </View>
      </Section>
      <Section title={`${ctx.provinceName}的招生计划数据`}>
        {coverageText(q.coverage, (cov) => (
          <View>
            <Text className='lk-block'>
              共 {formatNumber(cov.Total, { unit: '条' })}普通类计划{cov.Years.length ? `，年份 ${cov.Years.join('、')}` : ''}
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
