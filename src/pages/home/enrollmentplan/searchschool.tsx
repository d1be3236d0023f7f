import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { SchoolPicker } from '../../../components/school-picker'
import { useStore } from '../../../stores'
import { LookupStore } from '../../../stores/lookup'

/** 选择院校 for the 招生计划 query. */
function EnrollmentPlanSchoolPage() {
  const lookup = useStore().part(LookupStore)
  const q = lookup.plans
  return (
    <PageShell>
      <SchoolPicker current={q.filter.school} onPick={(s) => q.filter.setSchool(s)} />
    </PageShell>
  )
}

export default observer(EnrollmentPlanSchoolPage)
