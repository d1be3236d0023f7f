import { TestReportPage } from '../../components/test-report'

/** MBTI 测评报告 */
export default function MbtiDetailPage() {
  return <TestReportPage type='mbti' />
}
