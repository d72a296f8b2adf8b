import { App, Badge, Button, Checkbox, Dropdown, Form, Input, message, Modal } from 'antd';
import { Popconfirm, Popover, Result, Segmented, Skeleton, Space, Table, Tabs, Tooltip } from 'antd';

/**
 * One of every antd part the desktop draws, for the build to collect their styles from
 * (antd-stylesheet.tsx). A part's styles do not depend on its props, but some parts are only
 * drawn in a state: a form item's label, help and status (with the grid under them), a table's
 * spinner and empty state, a button in a compact group. Overlays register their styles when
 * their trigger renders, so closed ones are enough; the toasts' list stands for `message`.
 */
export function AntdSamples() {
  return (
    <App>
      <Badge count={1} size="small">
        <span />
      </Badge>
      <Button type="primary" />
      <Checkbox />
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Form layout="vertical">
        <Form.Item label="label" help="help" validateStatus="error">
          <Input />
        </Form.Item>
      </Form>
      <Input.Password />
      <Input.Search />
      <Space.Compact block>
        <Input />
        <Button />
      </Space.Compact>
      <message._InternalListDoNotUseOrYouWillBeFired items={[]} />
      <Modal open={false} />
      <Popconfirm title="title">
        <span />
      </Popconfirm>
      <Popover>
        <span />
      </Popover>
      <Result />
      <Segmented options={[]} />
      <Skeleton active />
      <Table />
      <Tabs />
      <Tooltip>
        <span />
      </Tooltip>
    </App>
  );
}
