/**
 * 专业目录 on the real Taro H5 runtime, opened from an occupation's or an industry's 专业类 (ClassCode): that class and its
 * 门类 start expanded, so its majors are on screen; opened plainly, only the 门类 show.
 */
import SpecialityCategoryPage from '../../src/pages/home/specialityCategory'
import { type FakeServer, freshStart, mountPage, shownText, testUtils } from './harness'

const major = (MajorCode: string, Name: string) => ({ Code: MajorCode, MajorCode, Name, IsSpecial: false, IsControlled: false })
const TREE = {
  CatalogYear: 2026,
  MajorCount: 3,
  Source: { Year: 2026, Name: '教育部', Url: null, Class: 'official-national', Label: '教育部', Note: null, Sid: null } as never,
  List: [
    {
      Code: '08',
      Name: '工学',
      Children: [
        { Code: '0807', Name: '电子信息类', Children: [major('080701', '电子信息工程')] },
        { Code: '0809', Name: '计算机类', Children: [major('080901', '计算机科学与技术'), major('080902', '软件工程')] },
      ],
    },
  ],
}

let server: FakeServer
beforeEach(() => {
  server = freshStart().on('Specialty/SpecialtyCategoryList', { data: TREE })
})
afterEach(() => testUtils.unmout())

it('opened with ClassCode 0809: 工学 and 计算机类 are expanded, its majors shown, the other class closed', async () => {
  await mountPage(SpecialityCategoryPage, 'pages/home/specialityCategory', { ClassCode: '0809' }, server)
  const text = shownText()
  expect(text).toContain('计算机科学与技术')
  expect(text).toContain('软件工程')
  expect(text).toContain('电子信息类')
  expect(text).not.toContain('电子信息工程')
})

it('opened plainly: only the 门类', async () => {
  await mountPage(SpecialityCategoryPage, 'pages/home/specialityCategory', {}, server)
  expect(shownText()).toContain('工学')
  expect(shownText()).not.toContain('计算机类')
})
