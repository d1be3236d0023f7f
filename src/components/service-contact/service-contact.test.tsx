import { act, fireEvent, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { rootStore } from '../../stores'
import { ServiceContact, NO_PHONE_TEXT } from '.'

afterEach(() => act(() => rootStore.config.setFromServer({ servicePhone: '' })))

describe('ServiceContact', () => {
  it('shows the configured service phone with a button to call it', () => {
    act(() => rootStore.config.setFromServer({ servicePhone: '400-000-0000' }))
    const { getByTestId, getByText } = render(<ServiceContact />)
    expect(getByTestId('service-contact').getAttribute('data-state')).toBe('phone')
    expect(getByTestId('service-phone').textContent).toBe('400-000-0000')
    const makePhoneCall = jest.spyOn(Taro, 'makePhoneCall')
    fireEvent.click(getByText('拨打电话'))
    expect(makePhoneCall).toHaveBeenCalledWith({ phoneNumber: '400-000-0000' })
  })

  it('without one, says plainly where questions are answered and shows no number', () => {
    rootStore.config.servicePhone = ''
    const { getByTestId } = render(<ServiceContact />)
    expect(getByTestId('service-contact').getAttribute('data-state')).toBe('no-phone')
    expect(getByTestId('service-contact').textContent).toBe(NO_PHONE_TEXT)
    expect(getByTestId('service-contact').textContent).not.toMatch(/\d{3}/)
  })
})
