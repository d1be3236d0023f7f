import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { SchoolPicker } from '../../../components/lookup/school-picker'
import { lookupStore } from '../../../stores/lookup'

/** 选择院校 for the 招生计划 query. */
function EnrollmentPlanSchoolPage() {
  const q = lookupStore.plans
  return (
    <PageShell>
      <SchoolPicker current={q.filter.school} onPick={(s) => q.filter.setSchool(s)} />
    </PageShell>
  )
}

export default observer(EnrollmentPlanSchoolPage)
