import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { SchoolPicker } from '../../../components/lookup/school-picker'
import { lookupStore } from '../../../stores/lookup'

/** 选择院校 for the 录取数据 query. */
function EnrollDataSchoolPage() {
  const q = lookupStore.admissions
  return (
    <PageShell>
      <SchoolPicker current={q.filter.school} onPick={(s) => q.filter.setSchool(s)} />
    </PageShell>
  )
}

export default observer(EnrollDataSchoolPage)
