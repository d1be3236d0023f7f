import { TestReportPage } from '../../components/test-report'

/** 霍兰德测评报告 */
export default function HollandDetailPage() {
  return <TestReportPage type='holland' />
}
