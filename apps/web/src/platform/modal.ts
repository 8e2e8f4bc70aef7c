// Its own module so that dialogs load in a chunk of their own (see confirmDialog).
export { Modal } from 'antd';
