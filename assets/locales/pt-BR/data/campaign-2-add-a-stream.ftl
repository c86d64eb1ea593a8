# Os textos de scenarios/campaign-2-add-a-stream.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 2. Adicione um stream
description = billing lê os pedidos de uma Queue. O analytics quer os mesmos pedidos, e o Worker dele também foi ligado à Queue: agora cada pedido vai para só um deles, e nenhum recebe o suficiente. Cada um precisa processar 3.000 pedidos.
hints-0-say = Os grupos {"{"}groups:orders-queue{"}"} pegam seus pedidos de orders-queue, e uma Queue entrega cada pedido a um só Worker: cada grupo vê só parte deles. Coloque um Event Stream entre a API e os Workers (Construir, depois arraste com Shift as ligações) e desligue a API da Queue: cada grupo lê todo evento no seu próprio ritmo.
nodes-api-name = Shop API
