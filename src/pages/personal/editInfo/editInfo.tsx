import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { UserInfo } from '../../../stores'
import { loadAreas, loadCities, loadDistricts, saveProfile, type Region } from '../../../stores/flows/profile'
import { checkNickname, collectErrors } from '../../../utils/validate'
import { Field, FieldError } from '../../../components/form-field'
import { profileFormPage } from '../../../components/login-gate'
import { FormPage, FormCard, SubmitButton, ChoiceRow, InfoRow } from '../../../components/form-page'
import { Chip } from '../../../components/chips'
import { PickerRow } from '../../../components/picker-row'

type Errors = Partial<Record<'nickname' | 'school' | 'className' | 'region', string>>

const regionOptions = (list: readonly Region[]) => list.map((r) => ({ key: r.Code, label: r.Name }))

const GENDERS = [
  { value: 1, text: '男' },
  { value: 2, text: '女' },
]

/** 编辑资料: nickname, gender, school and class, and where the student lives (province / city / district). */
const EditInfoForm = observer(function EditInfoForm({ info }: { info: UserInfo }) {
  const [nickname, setNickname] = useState(info.NickName)
  const [gender, setGender] = useState(info.Gender)
  const [school, setSchool] = useState(info.SchoolName)
  const [className, setClassName] = useState(info.ClassName)
  const [areas, setAreas] = useState<Region[]>([])
  const [cities, setCities] = useState<Region[]>([])
  const [districts, setDistricts] = useState<Region[]>([])
  const [province, setProvince] = useState<Region | null>(null)
  const [city, setCity] = useState<Region | null>(null)
  const [district, setDistrict] = useState<Region | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  // name the saved region codes from the region lists
  useEffect(() => {
    void (async () => {
      try {
        const a = await loadAreas()
        setAreas(a)
        const p = a.find((x) => x.Code === info.ProvinceCode) ?? null
        setProvince(p)
        if (!p) return
        const c = await loadCities(p.Code)
        setCities(c)
        const ci = c.find((x) => x.Code === info.CityCode) ?? null
        setCity(ci)
        if (!ci) return
        const d = await loadDistricts(ci.Code)
        setDistricts(d)
        setDistrict(d.find((x) => x.Code === info.DistrictCode) ?? null)
      } catch {
        // the pickers stay empty; choosing again reloads them
      }
    })()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: the saved codes the form started from
  }, [])

  const pickProvince = async (p: Region) => {
    setProvince(p)
    setCity(null)
    setDistrict(null)
    setCities([])
    setDistricts([])
    setErrors({ ...errors, region: undefined })
    try {
      setCities(await loadCities(p.Code))
    } catch {
      // shown by the request layer
    }
  }
  const pickCity = async (c: Region) => {
    setCity(c)
    setDistrict(null)
    setDistricts([])
    try {
      setDistricts(await loadDistricts(c.Code))
    } catch {
      // shown by the request layer
    }
  }

  const submit = async () => {
    const found = collectErrors({
      nickname: nickname.trim() ? checkNickname(nickname) : '请输入昵称',
      school: school.trim().length > 60 ? '学校名称最多 60 个字' : null,
      className: className.trim().length > 30 ? '班级最多 30 个字' : null,
      region: province && !city && cities.length ? '请选择所在城市' : null,
    })
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await saveProfile({
        NickName: nickname.trim(),
        Gender: gender,
        SchoolName: school.trim(),
        ClassName: className.trim(),
        ProvinceCode: province?.Code ?? '',
        CityCode: city?.Code ?? '',
        DistrictCode: district?.Code ?? '',
      })
      void Taro.showToast({ title: '资料已保存', icon: 'success', duration: 1500 })
      setTimeout(() => void Taro.navigateBack().catch(() => undefined), 800)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormPage>
      <FormCard title='基本信息'>
        <Field
          name='nickname'
          title='昵称'
          maxLength={20}
          placeholder='最多 20 个字'
          value={nickname}
          onChange={(v) => {
            setNickname(v)
            if (errors.nickname) setErrors({ ...errors, nickname: undefined })
          }}
          error={errors.nickname}
        />
        <InfoRow
          label='性别'
          value={
            <ChoiceRow inline>
              {GENDERS.map((g) => (
                <Chip
                  key={g.value}
                  text={g.text}
                  on={gender === g.value}
                  onClick={() => setGender(gender === g.value ? 0 : g.value)}
                  testId={`gender-${g.value}`}
                />
              ))}
            </ChoiceRow>
          }
        />
      </FormCard>
      <FormCard title='学校'>
        <Field name='school' title='学校' maxLength={60} placeholder='所在高中，选填' value={school} onChange={setSchool} error={errors.school} />
        <Field
          name='className'
          title='班级'
          maxLength={30}
          placeholder='如 高三（2）班，选填'
          value={className}
          onChange={setClassName}
          error={errors.className}
        />
      </FormCard>
      <FormCard title='所在地区'>
        <PickerRow<string>
          label='省份'
          options={regionOptions(areas)}
          value={province?.Code ?? null}
          onChange={(_, i) => void pickProvince(areas[i])}
          testId='pick-area'
        />
        <PickerRow<string>
          label='城市'
          options={regionOptions(cities)}
          value={city?.Code ?? null}
          placeholder={province ? '请选择' : '请先选择省份'}
          onChange={(_, i) => void pickCity(cities[i])}
          disabled={!province}
          testId='pick-city'
        />
        <PickerRow<string>
          label='区县'
          options={regionOptions(districts)}
          value={district?.Code ?? null}
          placeholder={city ? '请选择' : '请先选择城市'}
          onChange={(_, i) => setDistrict(districts[i])}
          disabled={!city}
          testId='pick-district'
        />
        {errors.region ? <FieldError name='region'>{errors.region}</FieldError> : null}
      </FormCard>
      <SubmitButton busy={busy} onClick={() => void submit()} text='保存' />
    </FormPage>
  )
})

export default profileFormPage(EditInfoForm)
