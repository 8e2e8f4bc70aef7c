import {
  AlertOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FundOutlined,
  GiftOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';

// Only the icons the menu catalogue (packages/contract/src/menus.ts) names: importing them all would
// put the whole icon set in the shell's download.
const icons: Record<string, ComponentType> = {
  AlertOutlined,
  ApartmentOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FundOutlined,
  GiftOutlined,
  MessageOutlined,
  ReadOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  TransactionOutlined,
};

export function menuIcon(name: string | null): ReactNode {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon /> : undefined;
}
